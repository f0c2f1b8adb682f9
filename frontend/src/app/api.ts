// The one RTK Query api. Features inject their endpoints; every endpoint calls the typed client.
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { CONTENT_CACHE_TAGS } from '@shared/content-kinds';
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

/** True when a call failed for want of an answer (no server, no network) rather than by the server's refusal. */
export const noAnswer = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 'FETCH_ERROR';

/**
 * The server's own message for a failed call, or `fallback` when there is none: no answer came, or the
 * client only knows the bare status ('HTTP error! status: N').
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  const { message } = (error ?? {}) as { message?: unknown };
  if (noAnswer(error) || typeof message !== 'string' || !message || message.startsWith('HTTP error!')) return fallback;
  return message;
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

/** Runs a write and keeps its `data` with the server's message (`fallback` when it sends none). */
export async function withMessage<T>(
  call: Promise<{ data?: { data: T; message?: string } }>,
  fallback: string,
): Promise<{ data: { data: T; message: string } } | { error: ApiErrorShape }> {
  try {
    const { data } = await call;
    return { data: { data: data!.data, message: data?.message || fallback } };
  } catch (e) {
    return { error: toApiErrorShape(e) };
  }
}

/**
 * For a public read whose 404 means "there is none" (its kind's declaration says so; NULL_WHEN_NOT_FOUND in
 * shared/contract/initial-data.ts lists them): an answer (`null`), not a failure. The server embeds the same `null` in the page, so its HTML and the browser's
 * first render agree, and nothing shows a placeholder only to remove it.
 */
export async function nullWhenNotFound<T>(call: Promise<{ data: T } | { error: ApiErrorShape }>): Promise<{ data: T | null } | { error: ApiErrorShape }> {
  const result = await call;
  return 'error' in result && result.error.status === 404 ? { data: null } : result;
}

/** Every content kind's tag (shared/content-kinds), then the data that is not a content kind's. */
const TAG_TYPES = [...CONTENT_CACHE_TAGS, 'Logo', 'Admin', 'Inbox', 'Revision', 'Notifications', 'Media', 'Release', 'Chat', 'HealthConsent'] as const;
export type ApiTag = (typeof TAG_TYPES)[number];

/**
 * For a write's invalidatesTags: only a write that went through reloads its data. RTK Query invalidates on
 * failure too, and that reload would replace the admin's unsaved draft (or, with the server down, the form).
 */
export const afterSuccess =
  (...tags: ApiTag[]) =>
  (_result: unknown, error: unknown): ApiTag[] =>
    error ? [] : tags;

export const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiErrorShape>(),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
