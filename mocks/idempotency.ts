// Retry-safe public submissions in the mocks, as the server does them (backend/src/services/idempotency.ts): the
// first answer to a key is kept for 24 hours in the mock db and replayed to repeats; a repeat that arrives while
// the first is still running waits for it; a different body with a used key answers 409.
import { answerToReplay } from '@shared/contract/idempotency';
import { db } from './db';

export interface Answer {
  status: number;
  body: unknown;
}

/** Requests under way, by operation and key: a repeat waits for the first instead of running beside it. */
const running = new Map<string, Promise<unknown>>();

export async function answerOnce(
  operation: string,
  key: string,
  fingerprint: string,
  run: () => Promise<Answer>,
): Promise<{ answer: Answer; replayed: boolean }> {
  const id = `${operation} ${key}`;
  for (let first = running.get(id); first; first = running.get(id)) await first.catch(() => undefined);
  const replay = answerToReplay(db.idempotencyKeys.get(id), fingerprint);
  if (replay) return { answer: { status: replay.status, body: structuredClone(replay.body) }, replayed: true };
  const work = run();
  running.set(id, work);
  try {
    const answer = await work;
    // A failure (thrown) stores nothing, as the server's rolled-back transaction does.
    db.idempotencyKeys.set(id, { fingerprint, status: answer.status, body: structuredClone(answer.body), createdAt: Date.now() });
    return { answer, replayed: false };
  } finally {
    if (running.get(id) === work) running.delete(id);
  }
}
