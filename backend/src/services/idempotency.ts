// Retry-safe public submissions (Idempotency-Key): the first answer to a key is stored in the same transaction
// as the write it answers, so a booking that committed always has its key and the retry after a lost answer
// replays it instead of booking twice. Two requests racing with one key store one write: the unique index on
// (operation, key) refuses the second claim (InnoDB makes it wait until the first commits), which then replays.
import type { Knex } from 'knex';
import { answerToReplay, IDEMPOTENCY_WINDOW_MS, type StoredAnswer } from '@shared/contract/idempotency';
import { parseJson } from '../db/rows';

interface IdempotencyRow {
  operation: string;
  key: string;
  fingerprint: string;
  status: number;
  response_body: string;
  created_at: number | string;
}

export interface IdempotentRequest {
  operation: string;
  key: string;
  fingerprint: string;
}

export interface Answer {
  status: number;
  body: unknown;
}

const keyRows = (db: Knex) => db<IdempotencyRow>('idempotency_keys');

async function storedAnswer(db: Knex, operation: string, key: string): Promise<StoredAnswer | undefined> {
  const row = await keyRows(db).where({ operation, key }).first();
  if (!row) return undefined;
  return { fingerprint: row.fingerprint, status: Number(row.status), body: parseJson(row.response_body, null), createdAt: Number(row.created_at) };
}

/** Another request holds (or just stored) this key. */
class KeyTaken extends Error {}

const isUniqueViolation = (e: unknown) => {
  const code = (e as { code?: string })?.code ?? '';
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};
/** InnoDB may pick one of several requests racing for a key whose first request rolled back. */
const isDeadlock = (e: unknown) => (e as { code?: string })?.code === 'ER_LOCK_DEADLOCK';

/**
 * Answers a request once per (operation, key): the stored answer within 24 hours is replayed (a 409 when the
 * body differs) before anything else runs; otherwise the key is claimed and `run` called in one transaction,
 * and its answer stored with the key. Failures (thrown errors) roll back and store nothing.
 */
export async function answerOnce(
  db: Knex,
  request: IdempotentRequest,
  run: (trx: Knex.Transaction) => Promise<Answer>,
): Promise<{ answer: Answer; replayed: boolean }> {
  const { operation, key, fingerprint } = request;
  for (let attempt = 1; ; attempt++) {
    const stored = await storedAnswer(db, operation, key);
    const replay = answerToReplay(stored, fingerprint);
    if (replay) return { answer: { status: replay.status, body: replay.body }, replayed: true };
    try {
      const answer = await db.transaction(async (trx) => {
        // An expired answer is replaced (deleted only when seen: a delete of a missing row locks a gap on MySQL).
        if (stored) await keyRows(trx).where({ operation, key }).where('created_at', '<=', stored.createdAt).delete();
        try {
          await keyRows(trx).insert({ operation, key, fingerprint, status: 0, response_body: '', created_at: Date.now() });
        } catch (e) {
          if (isUniqueViolation(e)) throw new KeyTaken();
          throw e;
        }
        const result = await run(trx);
        await keyRows(trx)
          .where({ operation, key })
          .update({ status: result.status, response_body: JSON.stringify(result.body) });
        return result;
      });
      return { answer, replayed: false };
    } catch (e) {
      // The other request's answer is committed now: read it again (and replay it, or refuse a different body).
      if ((e instanceof KeyTaken || isDeadlock(e)) && attempt < 5) continue;
      throw e;
    }
  }
}

/** Forgets answers older than `maxAgeMs` (the server's hourly pruner calls this). */
export async function pruneIdempotencyKeys(db: Knex, maxAgeMs = IDEMPOTENCY_WINDOW_MS, now = Date.now()) {
  await keyRows(db)
    .where('created_at', '<', now - maxAgeMs)
    .delete();
}
