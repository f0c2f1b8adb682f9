// The contract between the server's HTML of an island and the few lines of script (wake.ts) that wake it: the
// attributes a marker carries. Read by the server's render (entry-server.tsx), the Island component and wake.ts,
// so none of them spells an attribute of its own.

/**
 * When an island's code is wanted: a visitor reaching for it (a pointer over it or down on it, a touch, the focus),
 * it being in view (once the page has loaded and the browser is idle: an island in view at first does not compete
 * with the page's first paint), an image of it failing, or it being asked for ('asked': once the page is idle, when
 * the address has a query parameter of the island's name, or the island left `wakeKey(name)` in localStorage on an
 * earlier page, e.g. a panel the visitor left open).
 */
export type Wake = 'interaction' | 'visible' | 'error' | 'asked';

/** The localStorage key an 'asked' island sets to be woken on the next page (and removes when it need not be). */
export const wakeKey = (name: string) => `wake:${name}`;

export const ISLAND_ATTR = {
  /** The island's name in the registry (app/islands.ts). */
  name: 'data-island',
  /** Its React root's identifier prefix, the same on the server and in the browser (useId stays stable). */
  prefix: 'data-island-prefix',
  /** Its props, as JSON. */
  props: 'data-island-props',
  /** Its wake triggers, space-separated. */
  wake: 'data-island-wake',
  /** Set once the island is live. */
  live: 'data-island-live',
} as const;

/** The empty slot the page's render leaves where the island's own render goes (entry-server.tsx fills it). */
export const slotOf = (prefix: string) => `<template data-island-slot="${prefix}"></template>`;
