import { INITIAL_DATA_ELEMENT_ID, type InitialEntry } from '@contract/initial-data';
import { api } from './api';
import type { AppStore } from './store';

/** Puts the content the server embedded in the page into the RTK Query cache, so the first paint needs no call. */
export function hydrateInitialData(store: AppStore, doc: Document = document) {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return 0;
  try {
    const entries = JSON.parse(text) as InitialEntry[];
    const known = entries.filter((e) => e.endpointName in api.endpoints);
    store.dispatch(api.util.upsertQueryEntries(known.map((e) => ({ endpointName: e.endpointName, arg: e.arg, value: e.data })) as never));
    return known.length;
  } catch {
    // A broken payload only costs the first paint: the queries run as usual.
    return 0;
  }
}
