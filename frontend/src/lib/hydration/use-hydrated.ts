import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False in the server's HTML and while the browser takes it over, true once this component is live. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
