// Counters in the database, so every instance behind a load balancer sees the same ones (ADR 0017).
import type { Knex } from 'knex';
import { HttpError } from '@shared/contract/http-error';
import { PUBLIC_WRITE_LIMIT, RATE_LIMIT_MESSAGE } from '@shared/contract/messages';

export async function recentHits(db: Knex, bucket: string, windowMs: number, now = Date.now()): Promise<number> {
  const row = await db('rate_hits')
    .where('bucket', bucket)
    .andWhere('at', '>', now - windowMs)
    .count({ n: '*' })
    .first();
  return Number(row?.n ?? 0);
}

export async function recordHit(db: Knex, bucket: string, now = Date.now()) {
  await db('rate_hits').insert({ bucket, at: now });
}

export async function clearHits(db: Knex, bucket: string) {
  await db('rate_hits').where('bucket', bucket).delete();
}

/**
 * Public writes are limited per address (ADR 0017): 429 once `limit` is reached in the window up to `now` (the
 * config's clock), else one more hit.
 */
export async function rateLimit(
  db: Knex,
  bucket: string,
  clientKey: string,
  now: number,
  limit: { maxRequests: number; windowMs: number } = PUBLIC_WRITE_LIMIT,
) {
  const key = `${bucket}:${clientKey}`;
  // The hit is stored first, then the hits stored up to it are counted: a burst of calls at once (on a pool of
  // connections) cannot all count the same few hits before any is stored. A refused call's hit is taken back.
  const [id] = await db('rate_hits').insert({ bucket: key, at: now });
  const row = await db('rate_hits')
    .where('bucket', key)
    .andWhere('at', '>', now - limit.windowMs)
    .andWhere('id', '<=', id)
    .count({ n: '*' })
    .first();
  if (Number(row?.n ?? 0) > limit.maxRequests) {
    await db('rate_hits').where('id', id).delete();
    throw new HttpError(429, RATE_LIMIT_MESSAGE);
  }
}

/** Old counters are pruned now and then; they no longer count anyway. */
export async function pruneHits(db: Knex, olderThanMs: number, now = Date.now()) {
  await db('rate_hits')
    .where('at', '<', now - olderThanMs)
    .delete();
  await db('revoked_tokens').where('expires_at', '<', now).delete();
}
