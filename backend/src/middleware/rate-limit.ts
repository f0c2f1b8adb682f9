// Counters in the database, so every instance behind a load balancer sees the same ones (DECISIONS 11).
import type { Knex } from 'knex';
import { HttpError } from '@contract/http-error';
import { PUBLIC_WRITE_LIMIT, RATE_LIMIT_MESSAGE } from '@contract/messages';

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

/** Public writes are limited per address (DECISIONS 11): 429 once `limit` is reached in its window, else one more hit. */
export async function rateLimit(db: Knex, bucket: string, clientKey: string, limit: { maxRequests: number; windowMs: number } = PUBLIC_WRITE_LIMIT) {
  const key = `${bucket}:${clientKey}`;
  if ((await recentHits(db, key, limit.windowMs)) >= limit.maxRequests) throw new HttpError(429, RATE_LIMIT_MESSAGE);
  await recordHit(db, key);
}

/** Old counters are pruned now and then; they no longer count anyway. */
export async function pruneHits(db: Knex, olderThanMs: number, now = Date.now()) {
  await db('rate_hits')
    .where('at', '<', now - olderThanMs)
    .delete();
  await db('revoked_tokens').where('expires_at', '<', now).delete();
}
