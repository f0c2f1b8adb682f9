import { useCallback, useEffect, useRef, useState } from 'react';

export interface FlashMessage {
  text: string;
  variant: 'success' | 'danger';
}

/** An inline message that dismisses itself after `ms` (docs/product/limits.md); a newer message replaces it. */
export function useFlashMessage(ms: number) {
  const [message, setMessage] = useState<FlashMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  const show = useCallback(
    (text: string, variant: FlashMessage['variant'] = 'success') => {
      clearTimeout(timer.current);
      setMessage({ text, variant });
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { message, show, clear };
}
