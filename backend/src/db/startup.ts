// Makes the database ready for an instance that starts: the pending migrations, then the demo content (when asked
// for, into an empty database) and the first super admin from the environment. A fleet starts its instances
// together: the migrations run under knex's lock, and the seeding steps under a lock of their own, so one instance
// does them and the others, once it is done, find the work done and skip it.
import type { Knex } from 'knex';
import type { Config } from '../config';
import { migrate } from './knex';
import { ensureFirstAdmin, isEmpty, seedDemo } from './seeds/demo';

/** The MySQL named lock the seeding steps run under: named locks are the server's, so the name has the database's. */
const seedLockName = (database: string) => `novaguide_seed:${database}`.slice(0, 64);

export interface PreparedDatabase {
  /** This instance wrote the demo content (false when the database had content or another instance seeded it). */
  seeded: boolean;
  /** This instance created the first super admin from the environment. */
  firstAdminCreated: boolean;
}

/** Migrates, then seeds and creates the first admin one instance at a time; waits up to `waitMs` for the others. */
export async function prepareDatabase(db: Knex, config: Pick<Config, 'seedDemo' | 'firstAdmin'>, waitMs = 60_000): Promise<PreparedDatabase> {
  await migrate(db, waitMs);
  return oneAtATime(db, waitMs, async (q) => {
    const seeded = config.seedDemo && (await isEmpty(q)) ? (await seedDemo(q), true) : false;
    const firstAdminCreated = await ensureFirstAdmin(q, config.firstAdmin);
    return { seeded, firstAdminCreated };
  });
}

/**
 * Runs `work` while no other instance runs it on this database. `work` gets the Knex to write through: the pool on
 * MySQL, the one transaction on SQLite.
 */
async function oneAtATime<T>(db: Knex, waitMs: number, work: (q: Knex) => Promise<T>): Promise<T> {
  if (db.client.config.client !== 'mysql2') {
    // SQLite: a transaction whose first statement writes takes the file's write lock at once; another process
    // starting on the same file waits for the commit (busy_timeout) and then reads what this one wrote.
    return db.transaction(async (trx) => {
      await trx.raw('UPDATE knex_migrations_lock SET is_locked = is_locked');
      return work(trx);
    });
  }
  // MySQL: a named lock belongs to the connection that took it. An open transaction holds one connection aside for
  // it while `work` writes through the pool and commits; the lock is released only after that commit, so the next
  // instance to take it sees the rows.
  const name = seedLockName((await db.raw('SELECT DATABASE() AS name'))[0][0].name as string);
  const holder = await db.transaction();
  try {
    const [[{ got }]] = (await holder.raw('SELECT GET_LOCK(?, ?) AS got', [name, Math.ceil(waitMs / 1000)])) as [[{ got: number | null }]];
    if (Number(got) !== 1) throw new Error(`Another instance held the database's seeding lock for more than ${Math.ceil(waitMs / 1000)} s`);
    try {
      return await work(db);
    } finally {
      await holder.raw('SELECT RELEASE_LOCK(?)', [name]);
    }
  } finally {
    await holder.commit();
  }
}
