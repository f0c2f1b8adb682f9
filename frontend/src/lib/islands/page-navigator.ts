import type { Navigator, To } from 'react-router-dom';
import { createPath } from 'react-router-dom';

/**
 * The router of an island. A page made of islands has no router of its own: the rest of the page is the server's
 * HTML, so a link an island follows loads its page (the server renders it, from its cache). A link to a home page
 * section from another page carries the section as the address's fragment, where the page's script picks it up
 * (wake.ts) just as the single-page app picks up its `scrollTo` state.
 */
const pathOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

export function pageNavigator(win: Window = window): Navigator {
  const href = (to: To, state?: unknown) => {
    const path = pathOf(to);
    const scrollTo = (state as { scrollTo?: unknown } | null | undefined)?.scrollTo;
    return typeof scrollTo === 'string' ? `${path.split('#')[0]}#${scrollTo}` : path;
  };
  return {
    createHref: pathOf,
    go: (delta) => win.history.go(delta),
    push: (to, state) => win.location.assign(href(to, state)),
    replace: (to, state) => win.location.replace(href(to, state)),
  };
}

/** The server's counterpart: a render goes nowhere. */
export const staticNavigator: Navigator = {
  createHref: pathOf,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};
