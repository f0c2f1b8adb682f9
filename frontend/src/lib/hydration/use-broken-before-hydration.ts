import { useEffect, useEffectEvent, type RefObject } from 'react';
import { imageFailed } from './image-failed';

/**
 * Calls `onBroken` once if the image had already failed to load when this component came alive: an image of the
 * server's HTML can fail before its island wakes (the failure is what wakes it), when no error handler was there
 * to hear it.
 */
export function useBrokenBeforeHydration(img: RefObject<HTMLImageElement | null>, onBroken: () => void) {
  const broken = useEffectEvent(onBroken);
  useEffect(() => {
    if (img.current && imageFailed(img.current)) broken();
  }, [img]);
}
