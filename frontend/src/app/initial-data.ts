import { INITIAL_DATA_ELEMENT_ID, type InitialEntry } from '@shared/contract/initial-data';
import { api } from './api';
import type { AppStore } from './store';

/** Puts the server's answers for a page into the RTK Query cache: the render needs no request for them. */
export function preloadInitialData(store: AppStore, entries: readonly InitialEntry[]) {
  const known = entries.filter((e) => e.endpointName in api.endpoints);
  store.dispatch(api.util.upsertQueryEntries(known.map((e) => ({ endpointName: e.endpointName, arg: e.arg, value: e.data })) as never));
  return known.length;
}

/** The same for the content the server embedded in the page, so the browser's first render matches the server's. */
export function hydrateInitialData(store: AppStore, doc: Document = document) {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return 0;
  try {
    return preloadInitialData(store, JSON.parse(text) as InitialEntry[]);
  } catch {
    // A broken payload only costs the first paint: the queries run as usual.
    return 0;
  }
}
