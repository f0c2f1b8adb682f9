// The one RTK Query api. Features inject their endpoints; every endpoint calls the typed client.
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { ApiError } from '@/lib/api/client';

/** A serialisable error, as components read it. */
export interface ApiErrorShape {
  status: number | 'FETCH_ERROR';
  message: string;
  errors?: { field: string; message: string }[];
}

export function toApiErrorShape(e: unknown): ApiErrorShape {
  if (e instanceof ApiError) return { status: e.status, message: e.message, ...(e.fieldErrors.length ? { errors: e.fieldErrors } : {}) };
  return { status: 'FETCH_ERROR', message: e instanceof Error ? e.message : String(e) };
}

/** Runs a typed-client call and returns its envelope's `data` the way a queryFn must. */
export async function fromEnvelope<T>(call: Promise<{ data?: { data: T } }>): Promise<{ data: T } | { error: ApiErrorShape }> {
  try {
    const { data } = await call;
    return { data: (data as { data: T }).data };
  } catch (e) {
    return { error: toApiErrorShape(e) };
  }
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiErrorShape>(),
  tagTypes: [
    'Header',
    'Logo',
    'Hero',
    'Footer',
    'Settings',
    'Homepage',
    'Services',
    'Pricing',
    'Testimonials',
    'ServiceDetails',
    'Privacy',
    'Terms',
    'Admin',
    'Inbox',
  ],
  endpoints: () => ({}),
});
