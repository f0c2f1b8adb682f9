import { useRef, useState } from 'react';
import { serviceDetailsApi } from '@/features/service-details/service-details-api';
import { MESSAGES } from './service-details-rules';
import type { Notify } from './use-status-banner';

export type RecordState = 'idle' | 'loading' | 'failed' | 'create' | 'edit';

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

interface LoadResult {
  isFetching: boolean;
  isUninitialized: boolean;
  originalArgs?: string;
  error?: unknown;
}

function recordState(serviceId: string, details: unknown, result: LoadResult): RecordState {
  if (!serviceId) return 'idle';
  if (details) return 'edit';
  if (result.isFetching || result.isUninitialized || result.originalArgs !== serviceId) return 'loading';
  if (result.error && !isNotFound(result.error)) return 'failed';
  return 'create';
}

/**
 * The selected service and its details record (GET /service-details/service/{serviceId}, ADR 0008).
 * A 404 or nothing starts a blank draft in create mode (docs/product/states.md). Choosing a service announces
 * the outcome in the banner; the reloads that follow a save do not.
 */
export function useServiceRecord(notify: Notify) {
  const [serviceId, setServiceId] = useState('');
  const [load, result] = serviceDetailsApi.useLazyGetServiceDetailsByServiceQuery();
  const latest = useRef('');

  const select = async (id: string) => {
    setServiceId(id);
    latest.current = id;
    if (!id) return;
    const outcome = await load(id);
    if (latest.current !== id) return;
    if (outcome.isError ? isNotFound(outcome.error) : !outcome.data) notify(MESSAGES.ready, 'info');
    else if (outcome.isSuccess) notify(MESSAGES.loaded);
  };

  const details = (serviceId && result.originalArgs === serviceId ? result.currentData : undefined) ?? undefined;
  const state = recordState(serviceId, details, result);

  return {
    serviceId,
    select,
    state,
    details,
    /** Changes whenever a fresh copy arrives, so the editor starts over from it. */
    version: `${serviceId}:${details?._id ?? 'new'}:${result.fulfilledTimeStamp ?? 0}`,
    retry: () => void select(serviceId),
    retrying: result.isFetching,
  };
}
