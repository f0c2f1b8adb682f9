// For load balancers, outside /api: GET /healthz (the process answers) and GET /readyz (the database answers,
// its migrations are this code's, the file storage answers; and the instance is not shutting down).
// Both are cheap: readiness is checked at most once a second, however often it is asked. An answer names what
// failed, never its error text (that goes to the log; ADR 0004): a probe is open to anyone who can reach it.
import type { Context, Next } from 'koa';
import type { Knex } from 'knex';
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

  constructor(private readonly deps: { db: Knex; storage: FileStorage; logger?: Logger }) {}

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
      outcome('the database', async () => (await this.deps.db.raw('select 1'), 'ok')),
      outcome('the storage', async () => (await this.deps.storage.check(), 'ok')),
    ]);
    const migrations =
      database !== 'ok'
        ? 'unknown: the database does not answer'
        : await outcome('the migrations', async () => {
            if (this.migrationsCurrent) return 'ok';
            const pending = await pendingMigrations(this.deps.db);
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
