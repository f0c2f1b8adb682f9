// A real backend for tests: the Koa app on an ephemeral port over a fresh, migrated and seeded database
// (a temporary SQLite file, or MySQL when a URL is given).
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import type { Clock } from '@shared/clock';
import { createApp, type AppOptions } from '../src/app';
import { loadConfig, type Config, type ConfigError } from '../src/config';
import { createDb, migrate } from '../src/db/knex';
import { emptyDatabase, seedDemo } from '../src/db/seeds/demo';
import type { ContentCache } from '../src/middleware/content-cache';
import type { ImageVariantWorker } from '../src/services/image-variant-worker';
import type { CaseUploads } from '../src/services/case-files/tus-uploads';
import { createStorage, type FileStorage } from '../src/storage';

export interface TestBackend {
  baseUrl: string;
  db: Knex;
  config: Config;
  /** The app's file storage (shared by secondInstance()). */
  storage: FileStorage;
  /** The app's content cache (its entry count, or a local invalidation). */
  contentCache: ContentCache;
  /** Makes the variants of uploaded photographs (await `variants.idle()` for them to exist). */
  variants: ImageVariantWorker;
  /** Case files uploaded with tus: their store, and the cleanup of unbound uploads (`sweep(now)`). */
  caseUploads: CaseUploads;
  /**
   * Another instance of the server over the same database and uploads: its own process state (pool, content
   * cache), as a second machine behind a load balancer has; with `clock`, its own time. Closed with this one.
   */
  secondInstance(opts?: { clock?: Clock }): Promise<{ baseUrl: string; db: Knex; contentCache: ContentCache }>;
  /** Empties the database and seeds the demo content again. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** What loadConfig finds wrong in `env` (each problem's message), or nothing. */
export function configProblems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (e) {
    return (e as ConfigError).problems;
  }
}

/**
 * The Test State key every test backend is started with, so a suite sets up its states through the Test State calls
 * as it would against any server; `env: { TEST_STATE_KEY: '' }` starts one without them.
 */
export const TEST_STATE_KEY = 'contract-test-state-key-0123456789';

const withClock = (config: Config, clock: Clock | undefined): Config => (clock ? { ...config, clock } : config);

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

/**
 * `storage` replaces the one the config gives (by default the uploads folder in the temporary directory; S3_*
 * variables in `env` give a bucket). The caller keeps what it passes: close() does not empty it.
 */
export async function startTestBackend(
  opts: {
    mysqlUrl?: string;
    distDir?: string;
    env?: Record<string, string>;
    storage?: FileStorage;
    /** Each instance publishes scheduled releases when due, as startServer's do (ADR 0033). */
    releaseSchedulers?: boolean;
    /** What every instance reads time from (a ManualClock to move it); the system's by default. */
    clock?: Clock;
  } & AppOptions = {},
): Promise<TestBackend> {
  const dir = mkdtempSync(join(tmpdir(), 'novaguide-test-'));
  const loaded = loadConfig(
    {
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      UPLOADS_DIR: join(dir, 'uploads'),
      SQLITE_FILE: join(dir, 'test.sqlite'),
      DIST_DIR: opts.distDir ?? join(dir, 'no-dist'),
      TEST_STATE_KEY,
      ...(opts.mysqlUrl ? { DATABASE_URL: opts.mysqlUrl } : {}),
      ...opts.env,
    },
    dir,
  );
  const config = withClock(loaded, opts.clock);
  const db = createDb(config.database);
  await migrate(db);
  await emptyDatabase(db);
  await seedDemo(db);
  const storage = opts.storage ?? createStorage(config);
  const listen = async (instanceDb: Knex, instanceConfig = config) => {
    const app = createApp({ db: instanceDb, config: instanceConfig, storage }, { renderApp: opts.renderApp, logger: opts.logger });
    app.mailer.start(200);
    if (opts.releaseSchedulers) app.releases.start();
    // As startServer does: the site's code is loaded before the instance listens.
    if (opts.distDir || opts.renderApp) await app.warmUp();
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    return {
      app,
      server,
      baseUrl: `http://127.0.0.1:${port}/api`,
      close: () => Promise.all([app.mailer.stop(), app.variants.stop(), app.releases.stop(), app.health.close()]).then(() => undefined),
    };
  };
  const { app, server, baseUrl } = await listen(db);
  const others: { server: Server; db: Knex; close(): Promise<void> }[] = [];
  return {
    baseUrl,
    db,
    config,
    storage,
    contentCache: app.contentCache,
    variants: app.variants,
    caseUploads: app.caseUploads,
    async secondInstance(instance: { clock?: Clock } = {}) {
      const otherDb = createDb(config.database);
      const other = await listen(otherDb, withClock(config, instance.clock));
      others.push({ server: other.server, db: otherDb, close: other.close });
      return { baseUrl: other.baseUrl, db: otherDb, contentCache: other.app.contentCache };
    },
    async reset() {
      await emptyDatabase(db);
      await seedDemo(db);
      // The seed raised the content version; this instance need not wait for its next check to see it.
      app.contentCache.invalidate();
    },
    async close() {
      await Promise.all([app.mailer.stop(), app.variants.stop(), app.releases.stop(), app.health.close()]);
      for (const other of others) {
        await other.close();
        await new Promise<void>((resolve) => other.server.close(() => resolve()));
        await other.db.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
