import { lazy, type ComponentType } from 'react';

// Components whose code the browser loads on demand (other pages, the footer, the booking form, the admin area).
// The server loads all of them before its first render, so its render never suspends: every part is in the HTML,
// inline, with no script needed to put it in place.

const loaders: (() => Promise<unknown>)[] = [];

/** A thenable that calls back at once, so React.lazy takes an already loaded module without suspending. */
const settled = <T>(value: T) => ({ then: (resolve: (v: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * React.lazy over `load`. `gate`, when given, holds the loading back in the browser until it settles (a part
 * that waits for the browser to be idle); a component already loaded is taken synchronously.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, gate?: Promise<void>) {
  let loaded: ComponentType<P> | undefined;
  const fetchIt = () => load().then((c) => (loaded = c));
  loaders.push(fetchIt);
  const component = lazy(() => (loaded ? settled({ default: loaded }) : (gate ? gate.then(fetchIt) : fetchIt()).then((c) => ({ default: c }))));
  /** Loads it now: rendered afterwards, it shows at once. */
  return Object.assign(component, { preload: fetchIt });
}

/** Loads every lazily loaded component (the server, once, before it renders). */
export function preloadLazyComponents(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}
