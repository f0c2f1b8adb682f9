// How the booking form's tus uploads behave on a bad line (ADR 0027): chunk size, how long to keep retrying, which
// answers are worth a retry, and how a refusal's message is read.
import type { DetailedError } from 'tus-js-client';

/** 16 MB a PATCH: a cut costs at most this much again, and progress moves evenly. */
export const CHUNK_SIZE = 16 * 1024 * 1024;

/** About six minutes of retries in all: a server restart of a minute or a short loss of the line is ridden out. */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 10000, 15000, 20000, 30000, 30000, 30000, 30000, 30000, 30000, 30000, 30000, 30000, 30000];

/** A Remove or Cancel tries a few times, not for minutes. */
export const TERMINATE_RETRY_DELAYS = [0, 1000, 3000];

/** The HTTP status of a tus error, 0 when no answer came (the network). */
export const statusOf = (err: Error | DetailedError) => ('originalResponse' in err && err.originalResponse ? err.originalResponse.getStatus() : 0);

/**
 * Retry the network, the server's failures (5xx), a locked upload (423) and an offset that disagrees (409: tus asks
 * with HEAD and goes on from the server's offset); never a refusal (other 4xx), which says the same again.
 */
export function shouldRetry(err: DetailedError): boolean {
  const status = statusOf(err);
  return status === 0 || status >= 500 || status === 423 || status === 409;
}

/** The server's `message` from a JSON answer, if there was one. */
export function serverMessageOf(err: Error | DetailedError): string | null {
  if (!('originalResponse' in err) || !err.originalResponse) return null;
  try {
    const body = JSON.parse(err.originalResponse.getBody()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

/** The upload's id: the last segment of its address. */
export const uploadIdOf = (uploadUrl: string) => new URL(uploadUrl, 'http://x').pathname.split('/').filter(Boolean).pop() ?? '';
