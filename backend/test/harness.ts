// A real backend for tests: the Koa app on an ephemeral port over a fresh, migrated and seeded database
// (a temporary SQLite file, or MySQL when a URL is given).
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDb, migrate } from '../src/db/knex';
import { emptyDatabase, seedDemo } from '../src/db/seeds/demo';
import { LocalDiskStorage } from '../src/storage/file-storage';

export interface TestBackend {
  baseUrl: string;
  db: Knex;
  config: Config;
  storage: LocalDiskStorage;
  /** Empties the database and seeds the demo content again. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The MySQL server tests use (CI and the dev machine run MariaDB there). */
export const MYSQL_SERVER_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

export async function mysqlAvailable(): Promise<boolean> {
  const { createConnection } = await import('mysql2/promise');
  try {
    const conn = await createConnection({ uri: MYSQL_SERVER_URL, connectTimeout: 2000 });
    await conn.end();
    return true;
  } catch {
    return false;
  }
}

/** A database of its own per suite, so suites can run side by side on one server. */
export async function mysqlDatabase(name: string): Promise<string> {
  const { createConnection } = await import('mysql2/promise');
  const conn = await createConnection({ uri: MYSQL_SERVER_URL });
  await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  return `${MYSQL_SERVER_URL}/${name}`;
}

export async function startTestBackend(opts: { mysqlUrl?: string; distDir?: string } = {}): Promise<TestBackend> {
  const dir = mkdtempSync(join(tmpdir(), 'novaguide-test-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      UPLOADS_DIR: join(dir, 'uploads'),
      SQLITE_FILE: join(dir, 'test.sqlite'),
      DIST_DIR: opts.distDir ?? join(dir, 'no-dist'),
      ...(opts.mysqlUrl ? { DATABASE_URL: opts.mysqlUrl } : {}),
    },
    dir,
  );
  const db = createDb(config.database);
  await migrate(db);
  await emptyDatabase(db);
  await seedDemo(db);
  const storage = new LocalDiskStorage(config.uploadsDir);
  const server = createApp({ db, config, storage }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    db,
    config,
    storage,
    async reset() {
      await emptyDatabase(db);
      await seedDemo(db);
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
