// The contract between the server's HTML of an island and the few lines of script (wake.ts) that wake it: the
// attributes a marker carries. Read by the server's render (entry-server.tsx), the Island component and wake.ts,
// so none of them spells an attribute of its own.

/**
 * When an island's code is wanted: a visitor reaching for it (a pointer over it or down on it, a touch, the focus),
 * it being in view (once the page has loaded and the browser is idle: an island in view at first does not compete
 * with the page's first paint), or an image of it failing.
 */
export type Wake = 'interaction' | 'visible' | 'error';

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
