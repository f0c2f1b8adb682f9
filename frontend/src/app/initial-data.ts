import { INITIAL_DATA_ELEMENT_ID, answerWhenNotFound, isDeferred, type EmbeddedEntry, type InitialEntry } from '@shared/contract/initial-data';
import type { FetchedEntry } from '@/lib/islands/island-data';
import { api } from './api';
import type { AppStore } from './store';

/** Puts the server's answers for a page into the RTK Query cache: the render needs no request for them. */
export function preloadInitialData(store: AppStore, entries: readonly InitialEntry[]) {
  const known = entries.filter((e) => e.endpointName in api.endpoints);
  store.dispatch(api.util.upsertQueryEntries(known.map((e) => ({ endpointName: e.endpointName, arg: e.arg, value: e.data })) as never));
  return known.length;
}

/**
 * The same for the content the server embedded in the page, so the browser's first render matches the server's. The
 * reads a server-rendered page only names (its islands', island-data.ts) are left to `preloadFetchedData`.
 */
export function hydrateInitialData(store: AppStore, doc: Document = document) {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return 0;
  try {
    const entries = JSON.parse(text) as EmbeddedEntry[];
    return preloadInitialData(
      store,
      entries.filter((e): e is InitialEntry => !isDeferred(e)),
    );
  } catch {
    // A broken payload only costs the first paint: the queries run as usual.
    return 0;
  }
}

/**
 * The islands' reads as the API answered them: an answer, or `null` for a read whose 404 means there is none (as the
 * server render had). A read that failed otherwise is left out: the island's own query asks again.
 */
export function preloadFetchedData(store: AppStore, fetched: readonly FetchedEntry[]) {
  const answered = fetched.flatMap(({ endpointName, arg, status, data }): InitialEntry[] => {
    if (status >= 200 && status < 300) return [{ endpointName, arg, data }];
    const none = status === 404 ? answerWhenNotFound({ endpointName, arg }) : undefined;
    return none ? [none] : [];
  });
  return preloadInitialData(store, answered);
}
