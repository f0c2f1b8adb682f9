// The files an erase left in storage (ADR 0043), retried by every instance: a failure keeps its row with its tries,
// its error and a growing wait; a try before the wait is over leaves it alone, an instance's start tries it at once;
// two instances at the same moment delete each file once; a success removes the row.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb, migrate } from '../src/db/knex';
import { deletePendingFiles, retryDelay, type ErasureStores } from '../src/services/person-data/erase';
import type { CaseFileStore } from '../src/services/case-files/case-file-store';
import type { FileStorage } from '../src/storage/file-storage';

const UPLOAD = 'a'.repeat(32);
const KEY = 'private/case-files/old-report.pdf';

/** Stores that record what they were asked to delete, and fail while `down` is set. */
function fakeStores() {
  const state = { down: false, removed: [] as string[], deleted: [] as string[] };
  const refuse = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { name: 'Error' }));
  const stores: ErasureStores = {
    store: {
      remove: async (id: string) => (state.down ? refuse() : void state.removed.push(id)),
    } as unknown as CaseFileStore,
    storage: {
      delete: async (key: string) => (state.down ? refuse() : void state.deleted.push(key)),
    } as unknown as FileStorage,
  };
  return { state, stores };
}

describe('the files an erase left in storage', () => {
  let dir: string;
  let db: Knex;
  let now: number;
  const clock = () => now;
  const rows = () => db('person_erasure_files').orderBy('storage_key');

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'novaguide-erasure-files-'));
    db = createDb({ client: 'better-sqlite3', filename: join(dir, 'db.sqlite') });
    await migrate(db);
  });
  afterAll(async () => {
    await db?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    now = Date.parse('2026-12-01T10:00:00.000Z');
    await db('person_erasure_files').delete();
    await db('person_erasure_files').insert([
      {
        id: 'e1'.padEnd(24, '0'),
        erasure_id: 'x'.repeat(24),
        storage: 'case-upload',
        storage_key: UPLOAD,
        attempts: 0,
        next_attempt_at: now,
        created_at: 'now',
      },
      { id: 'e2'.padEnd(24, '0'), erasure_id: 'x'.repeat(24), storage: 'stored-file', storage_key: KEY, attempts: 0, next_attempt_at: now, created_at: 'now' },
    ]);
  });

  it('keeps a failed file with its try, its error and a growing wait, and deletes it once storage answers', async () => {
    const { state, stores } = fakeStores();
    state.down = true;
    await deletePendingFiles(db, stores, { now: clock });
    expect(await rows()).toMatchObject([
      { storage_key: UPLOAD, attempts: 1, next_attempt_at: now + retryDelay(1) },
      { storage_key: KEY, attempts: 1, last_error: 'Error: connect ECONNREFUSED 127.0.0.1:9000', next_attempt_at: now + retryDelay(1), claimed_until: null },
    ]);
    // Before the wait is over nothing is tried; after it, the second failure waits twice as long.
    now += retryDelay(1) - 1;
    await deletePendingFiles(db, stores, { now: clock });
    expect((await rows()).map((r) => Number(r.attempts))).toEqual([1, 1]);
    now += 1;
    await deletePendingFiles(db, stores, { now: clock });
    expect((await rows()).map((r) => [Number(r.attempts), Number(r.next_attempt_at) - now])).toEqual([
      [2, retryDelay(2)],
      [2, retryDelay(2)],
    ]);
    expect(retryDelay(2)).toBe(2 * retryDelay(1));
    expect(retryDelay(30)).toBe(60 * 60 * 1000);

    // An instance's start does not wait: it finishes what was left.
    state.down = false;
    await deletePendingFiles(db, stores, { now: clock, ignoreBackoff: true });
    expect(await rows()).toEqual([]);
    expect(state.removed).toEqual([UPLOAD]);
    expect(state.deleted).toEqual([KEY]);
  });

  it('deletes each file once when two instances try at the same moment', async () => {
    const { state, stores } = fakeStores();
    await Promise.all([deletePendingFiles(db, stores, { now: clock }), deletePendingFiles(db, stores, { now: clock })]);
    expect(await rows()).toEqual([]);
    expect(state.removed).toEqual([UPLOAD]);
    expect(state.deleted).toEqual([KEY]);
  });

  it('leaves a file another instance is trying alone until its claim runs out', async () => {
    const { state, stores } = fakeStores();
    await db('person_erasure_files')
      .where('storage_key', UPLOAD)
      .update({ claimed_until: now + 1000 });
    await deletePendingFiles(db, stores, { now: clock, ignoreBackoff: true });
    expect((await rows()).map((r) => r.storage_key)).toEqual([UPLOAD]);
    now += 1001;
    await deletePendingFiles(db, stores, { now: clock });
    expect(await rows()).toEqual([]);
    expect(state.removed).toEqual([UPLOAD]);
  });
});
