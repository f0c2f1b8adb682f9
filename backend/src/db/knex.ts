import knex, { type Knex } from 'knex';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DEFAULT_DATABASE_POOL, type DatabaseConfig } from '../config';
import { knexLog } from './knex-log';
import * as initial from './migrations/20261121000001_initial';
import * as contentVersion from './migrations/20261124000001_content_version';
import * as revisions from './migrations/20261125000001_revisions';
import * as activity from './migrations/20261125000002_activity';
import * as mail from './migrations/20261125000003_mail';
import * as idempotency from './migrations/20261126000001_idempotency';
import * as mediaLibrary from './migrations/20261127000001_media_library';
import * as caseUploads from './migrations/20261128000001_case_uploads';
import * as caseUploadFiles from './migrations/20261129000001_case_upload_files';
import * as sessions from './migrations/20261130000001_sessions';
import * as bookingClosedAt from './migrations/20261130000002_booking_closed_at';
import * as releases from './migrations/20261201000001_releases';
import * as releaseDrafts from './migrations/20261202000001_release_drafts';
import * as releasePublish from './migrations/20261203000001_release_publish';
import * as releaseReview from './migrations/20261204000001_release_review';
import * as articles from './migrations/20261205000001_articles';
import * as articleSearch from './migrations/20261206000001_article_search';
import * as newsletterDoubleOptIn from './migrations/20261206000002_newsletter_double_opt_in';
import * as adminProfile from './migrations/20261206000003_admin_profile';
import * as chat from './migrations/20261207000001_chat';
import * as consent from './migrations/20261208000001_consent';
import * as healthConsent from './migrations/20261209000001_health_consent';
import * as personErasures from './migrations/20261209000002_person_erasures';
import * as translations from './migrations/20261210000001_translations';
import * as articleLanguages from './migrations/20261211000001_article_languages';

/** Migrations are imported, not globbed, so they load the same under tsx, Vitest and a bundler. */
const MIGRATIONS: Record<string, Knex.Migration> = {
  '20261121000001_initial': initial,
  '20261124000001_content_version': contentVersion,
  '20261125000001_revisions': revisions,
  '20261125000002_activity': activity,
  '20261125000003_mail': mail,
  '20261126000001_idempotency': idempotency,
  '20261127000001_media_library': mediaLibrary,
  '20261128000001_case_uploads': caseUploads,
  '20261129000001_case_upload_files': caseUploadFiles,
  '20261130000001_sessions': sessions,
  '20261130000002_booking_closed_at': bookingClosedAt,
  '20261201000001_releases': releases,
  '20261202000001_release_drafts': releaseDrafts,
  '20261203000001_release_publish': releasePublish,
  '20261204000001_release_review': releaseReview,
  '20261205000001_articles': articles,
  '20261206000001_article_search': articleSearch,
  '20261206000002_newsletter_double_opt_in': newsletterDoubleOptIn,
  '20261206000003_admin_profile': adminProfile,
  '20261207000001_chat': chat,
  '20261208000001_consent': consent,
  '20261209000001_health_consent': healthConsent,
  '20261209000002_person_erasures': personErasures,
  '20261210000001_translations': translations,
  '20261211000001_article_languages': articleLanguages,
};
export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(MIGRATIONS).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => MIGRATIONS[name],
};

/** One Knex for both databases: MySQL when a URL is given, else the embedded SQLite file. */
export function createDb(database: DatabaseConfig): Knex {
  const pool = database.pool ?? DEFAULT_DATABASE_POOL;
  if (database.client === 'mysql2') {
    return knex({
      client: 'mysql2',
      connection: { uri: database.url, charset: 'utf8mb4', supportBigNumbers: true, decimalNumbers: true } as Knex.MySql2ConnectionConfig,
      pool: { min: pool.min, max: pool.max },
      acquireConnectionTimeout: pool.acquireTimeoutMs,
      migrations: { migrationSource },
      log: knexLog,
    });
  }
  if (database.filename !== ':memory:') mkdirSync(dirname(database.filename), { recursive: true });
  return knex({
    client: 'better-sqlite3',
    connection: { filename: database.filename },
    useNullAsDefault: true,
    acquireConnectionTimeout: pool.acquireTimeoutMs,
    pool: {
      afterCreate(conn: { pragma(s: string): void }, done: (err: Error | null, conn: unknown) => void) {
        conn.pragma('foreign_keys = ON');
        conn.pragma('journal_mode = WAL');
        conn.pragma('busy_timeout = 5000');
        done(null, conn);
      },
    },
    migrations: { migrationSource },
    log: knexLog,
  });
}

/**
 * Instances that create knex's lock table together can each insert its row; with two rows knex can never take
 * the lock again (its update must change exactly one row). Only the first row is kept.
 */
async function keepOneLockRow(db: Knex) {
  const rows = await db<{ index: number }>('knex_migrations_lock')
    .select('index')
    .orderBy('index')
    .catch(() => []);
  if (rows.length > 1) {
    await db('knex_migrations_lock')
      .whereIn(
        'index',
        rows.slice(1).map((r) => r.index),
      )
      .delete();
  }
}

/**
 * Runs the pending migrations. Instances started together race for knex's migration lock: the ones that lose
 * wait for the winner (up to `waitMs`) and then find nothing left to run.
 */
export async function migrate(db: Knex, waitMs = 60_000) {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      await db.migrate.latest();
      return;
    } catch (e) {
      // Losing the race to create knex's own tables comes first, then the lock itself.
      const lost = (e as Error).name === 'MigrationLocked' || /knex_migrations(_lock)?[`'"]? already exists/.test((e as Error).message);
      if (!lost || Date.now() > until) throw e;
      await keepOneLockRow(db);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** This code's migrations that the database has not run yet (readiness: an instance of a newer release waits). */
export async function pendingMigrations(db: Knex): Promise<string[]> {
  const done = new Set((await db<{ name: string }>('knex_migrations').select('name')).map((r) => r.name));
  return Object.keys(MIGRATIONS)
    .sort()
    .filter((name) => !done.has(name));
}
