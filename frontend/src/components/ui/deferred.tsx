import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { lazyComponent } from '@/app/lazy-component';

/** How far below the screen a deferred part starts loading as the visitor scrolls towards it. */
const NEAR_MARGIN = '800px';

const onServer = typeof window === 'undefined';

/**
 * A part of the page whose code loads after the first paint: as soon as the browser is idle, or sooner when the
 * visitor scrolls near it. It stays out of the home page's first-load JavaScript, yet arrives moments later for
 * everyone (keyboard users tabbing down the page included).
 *
 * The server renders it in full. In the browser the part suspends until its code is wanted and loaded: while
 * the page is being hydrated React keeps the server's HTML for it meanwhile (so it is on screen, just not yet
 * interactive), and on a page rendered in the browser `minHeight` holds its place.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, minHeight: number): ComponentType<P> {
  let want: () => void = () => undefined;
  const wanted = onServer ? Promise.resolve() : new Promise<void>((resolve) => (want = resolve));
  const Part = lazyComponent(load, wanted);

  function Deferred(props: P) {
    const spot = useRef<HTMLDivElement>(null);

    useEffect(() => {
      const idle = window.requestIdleCallback ? window.requestIdleCallback(want, { timeout: 1500 }) : window.setTimeout(want, 300);
      const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), { rootMargin: NEAR_MARGIN });
      const here = spot.current;
      if (here) near.observe(here);
      // A visitor already using the server's HTML of it (a tap, or Tab into a field) needs it now.
      here?.addEventListener('focusin', want);
      here?.addEventListener('pointerdown', want);
      return () => {
        near.disconnect();
        here?.removeEventListener('focusin', want);
        here?.removeEventListener('pointerdown', want);
        if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
        else window.clearTimeout(idle);
      };
    }, []);

    return (
      <div ref={spot}>
        <Suspense fallback={<div style={{ minHeight }} aria-hidden="true" />}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}
