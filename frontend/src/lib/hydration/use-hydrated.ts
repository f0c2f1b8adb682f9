import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and while the browser takes it over, true once this component is live. A form
 * rendered by the server keeps its submit button disabled until then: a press before the code is there would
 * otherwise submit the form natively and lose what was typed (typing itself is kept: React replays it).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
