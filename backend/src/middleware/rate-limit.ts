// Counters in the database, so every instance behind a load balancer sees the same ones (DECISIONS 11).
import type { Knex } from 'knex';

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

/** Old counters are pruned now and then; they no longer count anyway. */
export async function pruneHits(db: Knex, olderThanMs: number, now = Date.now()) {
  await db('rate_hits')
    .where('at', '<', now - olderThanMs)
    .delete();
  await db('revoked_tokens').where('expires_at', '<', now).delete();
}
