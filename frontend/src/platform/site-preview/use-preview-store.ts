import { useEffect, useState } from 'react';
import type { InitialEntry } from '@shared/contract/initial-data';
import { preloadInitialData } from '@/app/initial-data';
import { setupStore } from '@/app/store';

/**
 * A store of the preview's own, its cache filled with `entries` (the draft as the public reads return it, and the
 * live data around it) before anything renders from it, and refilled as they change: nothing is fetched for the
 * preview and nothing it does reaches the admin's store.
 */
export function usePreviewStore(entries: readonly InitialEntry[]) {
  const [store] = useState(() => {
    const s = setupStore();
    preloadInitialData(s, entries);
    return s;
  });
  const key = JSON.stringify(entries);
  useEffect(() => {
    preloadInitialData(store, JSON.parse(key) as InitialEntry[]);
  }, [store, key]);
  return store;
}
