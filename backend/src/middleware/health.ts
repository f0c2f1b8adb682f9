// For load balancers, outside /api: GET /healthz (the process answers) and GET /readyz (the database answers,
// its migrations are this code's, the file storage answers; and the instance is not shutting down).
// Both are cheap: readiness is checked at most once a second, however often it is asked. An answer names what
// failed, never its error text (that goes to the log; ADR 0004): a probe is open to anyone who can reach it.
// Neither waits behind the requests: /healthz touches no database, and /readyz asks the database on a connection of
// its own, so a pool that requests keep busy (a cold instance's first minute) does not make the instance look dead.
import type { Context, Next } from 'koa';
import knex, { type Knex } from 'knex';
import { pendingMigrations } from '../db/knex';
import type { FileStorage } from '../storage/file-storage';
import { describeError, type Logger } from './request-log';

export type CheckResult = 'ok' | string;

export interface Readiness {
  status: 'ready' | 'not ready';
  checks: { database: CheckResult; migrations: CheckResult; storage: CheckResult; accepting: CheckResult };
}

const CACHE_MS = 1000;
const CHECK_TIMEOUT_MS = 2000;
/** The probe's own connection is closed once it has been idle this long (a load balancer asks every few seconds). */
const PROBE_IDLE_MS = 10_000;

function withTimeout<T>(p: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

export class HealthChecks {
  private draining = false;
  private last?: { at: number; result: Promise<Readiness> };
  /** Once the migrations were found current they stay so for this process (only a newer release adds some). */
  private migrationsCurrent = false;
  /** The probe's one-connection pool over the app's database, made at the first check. */
  private probeDb?: Knex;

  constructor(private readonly deps: { db: Knex; storage: FileStorage; logger?: Logger }) {}

  /**
   * The database as the probe reaches it: the app's settings with a pool of one connection of its own. An in-memory
   * SQLite database exists only on the app's own connection, so that one is asked.
   */
  private probe(): Knex {
    const { db } = this.deps;
    // The app's pool closed (the app is stopping): it cannot reach the database, whatever the probe's own
    // connection would say, and that connection goes too.
    if (!db.client.pool) {
      void this.close();
      throw new Error("the app's connection pool is closed");
    }
    const config = db.client.config;
    if ((config.connection as { filename?: string } | undefined)?.filename === ':memory:') return db;
    return (this.probeDb ??= knex({
      ...config,
      pool: { ...config.pool, min: 0, max: 1, idleTimeoutMillis: PROBE_IDLE_MS },
      acquireConnectionTimeout: CHECK_TIMEOUT_MS,
    }));
  }

  /** Closes the probe's connection (the app's pool is the app's to close). */
  async close() {
    const probeDb = this.probeDb;
    this.probeDb = undefined;
    await probeDb?.destroy();
  }

  /** From now on /readyz answers 503, so the load balancer sends new visitors elsewhere. */
  drain() {
    this.draining = true;
    this.last = undefined;
  }

  readiness(): Promise<Readiness> {
    const now = Date.now();
    if (this.last && now - this.last.at < CACHE_MS) return this.last.result;
    const result = this.check();
    this.last = { at: now, result };
    return result;
  }

  private async check(): Promise<Readiness> {
    const outcome = async (what: string, run: () => Promise<CheckResult>): Promise<CheckResult> => {
      try {
        return await withTimeout(run(), what);
      } catch (e) {
        this.deps.logger?.error({ check: what, err: describeError(e) }, `readiness: ${what} failed`);
        return 'failed';
      }
    };
    const [database, storage] = await Promise.all([
      outcome('the database', async () => (await this.probe().raw('select 1'), 'ok')),
      outcome('the storage', async () => (await this.deps.storage.check(), 'ok')),
    ]);
    const migrations =
      database !== 'ok'
        ? 'unknown: the database does not answer'
        : await outcome('the migrations', async () => {
            if (this.migrationsCurrent) return 'ok';
            const pending = await pendingMigrations(this.probe());
            if (pending.length) {
              this.deps.logger?.warn({ pending }, `readiness: ${pending.length} migration(s) pending`);
              return 'pending';
            }
            this.migrationsCurrent = true;
            return 'ok';
          });
    const checks = { database, migrations, storage, accepting: this.draining ? 'no: shutting down' : 'ok' };
    return { status: Object.values(checks).every((c) => c === 'ok') ? 'ready' : 'not ready', checks };
  }

  middleware() {
    return async (ctx: Context, next: Next) => {
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
      if (ctx.path === '/healthz') {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { status: 'ok' };
        return;
      }
      if (ctx.path === '/readyz') {
        const readiness = await this.readiness();
        ctx.set('Cache-Control', 'no-store');
        ctx.status = readiness.status === 'ready' ? 200 : 503;
        ctx.body = readiness;
        return;
      }
      return next();
    };
  }
}
