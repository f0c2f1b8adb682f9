// Retry-safe public submissions (the Idempotency-Key header of POST /booking/create and POST /contact/messages):
// the rules the server and the mocks share, and the key the browser's forms send. Web Crypto only, so the same
// code runs in Node, in the browser and in MSW.
import { HttpError } from './http-error';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set to 'true' on an answer that is the stored answer to an earlier request with the same key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key's answer is kept and replayed. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const IDEMPOTENCY_KEY_INVALID = 'must be 1 to 255 visible ASCII characters';
const REUSED = 'was already used for a different request';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = `${IDEMPOTENCY_HEADER} ${REUSED}`;

/** The request's key: undefined without the header; a 400 naming the field (ADR 0009) when it is malformed. */
export function idempotencyKeyOf(header: string | null | undefined): string | undefined {
  if (header === null || header === undefined) return undefined;
  if (!KEY_PATTERN.test(header)) {
    throw new HttpError(400, `${IDEMPOTENCY_HEADER} ${IDEMPOTENCY_KEY_INVALID}`, [{ field: IDEMPOTENCY_HEADER, message: IDEMPOTENCY_KEY_INVALID }]);
  }
  return header;
}

/** JSON with object keys sorted at every level, so equal bodies give equal text whatever their key order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : stableJson(v))).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of the validated request body: a repeat must send the same body as the first request. */
export async function requestFingerprint(body: unknown): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(stableJson(body ?? null)));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The first answer to a key, as stored. */
export interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
  /** When it was stored (ms since the epoch). */
  createdAt: number;
}

export const isExpired = (answer: { createdAt: number }, now = Date.now()) => now - answer.createdAt >= IDEMPOTENCY_WINDOW_MS;

/**
 * What a request with a key gets from the key's stored answer: that answer to replay; a 409 when the key was
 * used for a different body; nothing (run the request) when the key is new or its answer expired.
 */
export function answerToReplay(stored: StoredAnswer | undefined, fingerprint: string, now = Date.now()): StoredAnswer | undefined {
  if (!stored || isExpired(stored, now)) return undefined;
  if (stored.fingerprint !== fingerprint) throw new HttpError(409, IDEMPOTENCY_KEY_REUSED_MESSAGE, [{ field: IDEMPOTENCY_HEADER, message: REUSED }]);
  return stored;
}

/** A new key: a UUID (randomUUID needs a secure context, so plain random bytes where there is none). */
export function newIdempotencyKey(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A form's keys: one per submission. Retrying the same values after a failure reuses the key (so a request
 * whose answer was lost is not stored twice); changed values get a new one; a success ends the submission.
 */
export function submissionKeys(newKey: () => string = newIdempotencyKey) {
  let current: { key: string; values: string } | undefined;
  return {
    keyFor(values: unknown): string {
      const text = stableJson(values);
      if (current?.values !== text) current = { key: newKey(), values: text };
      return current.key;
    },
    succeeded() {
      current = undefined;
    },
  };
}
