import { useEffect, useMemo } from 'react';
import { shallowEqual, useStore } from 'react-redux';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { InitialEntry, InitialQuery } from '@shared/contract/initial-data';
import { api } from '@/app/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { RootState } from '@/app/store';

/** What this hook needs of a public read endpoint (the injected endpoints are not in `api`'s own type). */
interface PublicReadEndpoint {
  initiate: (arg: unknown) => ThunkAction<{ unsubscribe(): void }, RootState, unknown, UnknownAction>;
  select: (arg: unknown) => (state: RootState) => { status: string; data?: unknown };
}

const endpointOf = (name: string) => (api.endpoints as unknown as Record<string, PublicReadEndpoint>)[name];

/**
 * The live public data a preview shows around the draft (the site's settings, the other home page sections…),
 * read through the admin's own store: one request per endpoint, shared with the rest of the admin, and none
 * from the preview. `ready` once each has answered; a failed read is passed on without data, as the site shows it
 * (and is not asked again: the screen's own Retry does that).
 */
export function useLiveEntries(queries: readonly InitialQuery[]): { entries: InitialEntry[]; ready: boolean } {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const key = JSON.stringify(queries);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the queries, by value
  const stable = useMemo(() => queries, [key]);
  const selectors = useMemo(() => stable.map((q) => endpointOf(q.endpointName).select(q.arg)), [stable]);
  const results = useAppSelector((state) => selectors.map((select) => select(state)), shallowEqual);

  useEffect(() => {
    const subscriptions = stable.map((q, i) =>
      selectors[i](store.getState()).status === 'rejected' ? undefined : dispatch(endpointOf(q.endpointName).initiate(q.arg)),
    );
    return () => subscriptions.forEach((s) => s?.unsubscribe());
  }, [dispatch, store, stable, selectors]);

  const ready = results.every((r) => r.status === 'fulfilled' || r.status === 'rejected');
  const entries = useMemo(() => stable.map((q, i) => ({ ...q, data: results[i].data })), [stable, results]);
  return { entries, ready };
}
