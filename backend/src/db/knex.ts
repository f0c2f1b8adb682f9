import knex, { type Knex } from 'knex';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseConfig } from '../config';
import * as initial from './migrations/20261121000001_initial';
import * as contentVersion from './migrations/20261124000001_content_version';
import * as revisions from './migrations/20261125000001_revisions';
import * as activity from './migrations/20261125000002_activity';
import * as mail from './migrations/20261125000003_mail';

/** Migrations are imported, not globbed, so they load the same under tsx, Vitest and a bundler. */
const MIGRATIONS: Record<string, Knex.Migration> = {
  '20261121000001_initial': initial,
  '20261124000001_content_version': contentVersion,
  '20261125000001_revisions': revisions,
  '20261125000002_activity': activity,
  '20261125000003_mail': mail,
};
export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(MIGRATIONS).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => MIGRATIONS[name],
};

/** One Knex for both databases: MySQL when a URL is given, else the embedded SQLite file. */
export function createDb(database: DatabaseConfig): Knex {
  if (database.client === 'mysql2') {
    return knex({
      client: 'mysql2',
      connection: { uri: database.url, charset: 'utf8mb4', supportBigNumbers: true, decimalNumbers: true } as Knex.MySql2ConnectionConfig,
      pool: { min: 0, max: 10 },
      acquireConnectionTimeout: 5000,
      migrations: { migrationSource },
    });
  }
  if (database.filename !== ':memory:') mkdirSync(dirname(database.filename), { recursive: true });
  return knex({
    client: 'better-sqlite3',
    connection: { filename: database.filename },
    useNullAsDefault: true,
    pool: {
      afterCreate(conn: { pragma(s: string): void }, done: (err: Error | null, conn: unknown) => void) {
        conn.pragma('foreign_keys = ON');
        conn.pragma('journal_mode = WAL');
        conn.pragma('busy_timeout = 5000');
        done(null, conn);
      },
    },
    migrations: { migrationSource },
  });
}

export async function migrate(db: Knex) {
  await db.migrate.latest();
}
