import { Suspense, lazy, useEffect, useRef, useState, type ComponentType } from 'react';

/** How far below the screen a deferred part starts loading as the visitor scrolls towards it. */
const NEAR_MARGIN = '800px';

/**
 * A part of the page whose code loads after the first paint: as soon as the browser is idle, or sooner when the
 * visitor scrolls near it. It stays out of the home page's first-load JavaScript, yet arrives moments later for
 * everyone (keyboard users tabbing down the page included). `minHeight` holds its place meanwhile.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, minHeight: number): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));

  function Deferred(props: P) {
    const spot = useRef<HTMLDivElement>(null);
    const [wanted, setWanted] = useState(false);

    useEffect(() => {
      if (wanted) return;
      const want = () => setWanted(true);
      const idle = window.requestIdleCallback ? window.requestIdleCallback(want, { timeout: 1500 }) : window.setTimeout(want, 300);
      const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), { rootMargin: NEAR_MARGIN });
      if (spot.current) near.observe(spot.current);
      return () => {
        near.disconnect();
        if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
        else window.clearTimeout(idle);
      };
    }, [wanted]);

    const placeholder = <div ref={spot} style={{ minHeight }} aria-hidden="true" />;
    return wanted ? (
      <Suspense fallback={placeholder}>
        <Part {...props} />
      </Suspense>
    ) : (
      placeholder
    );
  }
  return Deferred;
}
