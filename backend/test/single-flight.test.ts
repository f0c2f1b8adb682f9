// A cold instance does each piece of work once: requests that miss the same page or public read together wait for
// the first one's answer (each page still with its own CSP nonce), and the health probes never queue behind a pool
// the requests keep busy.
import { request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { SingleFlight } from '../src/middleware/single-flight';
import { configProblems, mysqlAvailable, mysqlDatabase, startTestBackend, type TestBackend } from './harness';
import { sourceSite } from './source-site';

const mysql = await mysqlAvailable();
if (!mysql && process.env.REQUIRE_MYSQL) throw new Error('REQUIRE_MYSQL is set but MySQL does not answer');

const CONCURRENT = 30;

/** A GET on a connection of its own: `sent` once the request is written, then its answer. */
function rawGet(url: string) {
  let sent!: () => void;
  const written = new Promise<void>((resolve) => (sent = resolve));
  const answer = new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(sent);
  });
  return { sent: written, answer };
}

/** A promise and the function that settles it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('SingleFlight', () => {
  it('gives the callers of one key the outcome of one call, and starts a new one once it settled', async () => {
    const flights = new SingleFlight<string>();
    const first = deferred<string>();
    let calls = 0;
    const call = () => (calls++, first.promise);
    const waiting = Array.from({ length: 5 }, () => flights.run('a', call));
    expect(flights.has('a')).toBe(true);
    // Another key is a call of its own.
    expect(await flights.run('b', async () => 'b')).toBe('b');
    first.resolve('one');
    expect(await Promise.all(waiting)).toEqual(Array(5).fill('one'));
    expect(calls).toBe(1);
    expect(flights.has('a')).toBe(false);
    expect(await flights.run('a', async () => 'two')).toBe('two');
  });

  it('gives every waiting caller the failure, then lets the next caller try again', async () => {
    const flights = new SingleFlight<string>();
    const failing = deferred<string>();
    const waiting = Array.from({ length: 3 }, () => flights.run('page', () => failing.promise).catch((e: Error) => e.message));
    failing.reject(new Error('the database is down'));
    expect(await Promise.all(waiting)).toEqual(Array(3).fill('the database is down'));
    expect(flights.size).toBe(0);
    expect(await flights.run('page', async () => 'rendered')).toBe('rendered');
    // A call that throws before it returns a promise fails its callers the same way.
    await expect(
      flights.run('page', () => {
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(flights.has('page')).toBe(false);
  });
});

describe('a just-started instance with nothing cached', () => {
  let b: TestBackend;
  let site: string;
  /** The pages the server entry rendered. */
  const rendered: string[] = [];
  beforeAll(async () => {
    b = await startTestBackend(sourceSite(rendered));
    site = b.baseUrl.replace(/\/api$/, '');
  });
  afterAll(() => b.close());

  /** The queries the database is sent while `run` runs. */
  async function queriesDuring<T>(run: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
    const sql: string[] = [];
    const listener = (q: { sql: string }) => sql.push(q.sql);
    b.db.on('query', listener);
    try {
      return { result: await run(), sql };
    } finally {
      b.db.off('query', listener);
    }
  }

  /**
   * GET `path` from ${CONCURRENT} connections at once. Every connection of the pool is held until all the requests
   * are in, so none of them can be answered (and cached) before the last one arrives: they all miss together.
   */
  async function together(path: string) {
    const pool = b.db.client.pool as { max: number };
    const held = await Promise.all(Array.from({ length: pool.max }, () => b.db.transaction()));
    const gets = Array.from({ length: CONCURRENT }, () => rawGet(`${site}${path}`));
    await Promise.all(gets.map((g) => g.sent));
    // The server (in this process) reads what was sent on its next turns.
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
    await Promise.all(held.map((trx) => trx.rollback()));
    return Promise.all(gets.map((g) => g.answer));
  }

  it(`renders the home page once for ${CONCURRENT} visitors at once, and sends each the same page`, async () => {
    expect(b.contentCache.has('/')).toBe(false);
    const answers = await together('/');
    expect(rendered.filter((url) => url === '/')).toEqual(['/']);
    // The demo settings put no script on the page: no nonce, so the very same bytes (ADR 0002).
    expect(answers.map((a) => String(a.headers['content-security-policy']))).not.toContain('nonce-');
    const pages = answers.map((a) => ({ status: a.status, html: a.body }));
    expect(pages[0].status).toBe(200);
    expect(pages[0].html).toContain('<div id="root"><');
    for (const page of pages) expect(page).toEqual(pages[0]);
  });

  it(`reads a public answer from the database once for ${CONCURRENT} callers at once`, async () => {
    const path = '/api/testimonials/active';
    const ofTestimonials = (sql: string[]) => sql.filter((q) => /testimonial/.test(q));
    expect(b.contentCache.has(path)).toBe(false);
    const burst = await queriesDuring(() => together(path));
    const answers = burst.result.map((a) => ({ status: a.status, etag: a.headers.etag, body: a.body }));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0].status).toBe(200);
    expect(JSON.parse(answers[0].body)).toMatchObject({ success: true });

    // What one caller alone costs, once this instance has dropped what it cached.
    b.contentCache.invalidate();
    const alone = await queriesDuring(() => fetch(`${site}${path}`).then((res) => res.text()));
    expect(alone.result).toBe(answers[0].body);
    expect(ofTestimonials(alone.sql).length).toBeGreaterThan(0);
    expect(ofTestimonials(burst.sql)).toEqual(ofTestimonials(alone.sql));
  });
});

describe.each([
  { database: 'SQLite', onMysql: false },
  { database: 'MySQL', onMysql: true },
])('the health probes while every connection of the pool is taken ($database)', ({ onMysql }) => {
  let b: TestBackend;
  beforeAll(async () => {
    if (onMysql && !mysql) return;
    // A long wait for a connection: a probe that queued behind the pool would still be waiting when it is released.
    const env = { DB_POOL_MAX: '2', DB_ACQUIRE_TIMEOUT_MS: '60000' };
    b = await startTestBackend(onMysql ? { mysqlUrl: await mysqlDatabase('novaguide_single_flight'), env } : { env });
  });
  afterAll(() => b?.close());

  it.skipIf(onMysql && !mysql)('answer /healthz and /readyz 200 before the connections are given back', async () => {
    const pool = b.db.client.pool as { max: number };
    // DB_POOL_MAX sizes MySQL's pool; SQLite keeps its one connection.
    expect(pool.max).toBe(onMysql ? 2 : 1);
    const held = await Promise.all(Array.from({ length: pool.max }, () => b.db.transaction()));
    // A read that needs the database waits for a connection meanwhile.
    let readAnswered = false;
    const read = fetch(`${b.baseUrl}/pricing/getActivePlans`).then((res) => ((readAnswered = true), res.status));
    try {
      const healthz = await fetch(`${b.baseUrl.replace(/\/api$/, '')}/healthz`);
      const readyz = await fetch(`${b.baseUrl.replace(/\/api$/, '')}/readyz`);
      // Answered while the read still waits: nothing was given back yet.
      expect(readAnswered).toBe(false);
      expect(healthz.status).toBe(200);
      expect({ status: readyz.status, body: await readyz.json() }).toEqual({
        status: 200,
        body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok', accepting: 'ok' } },
      });
    } finally {
      await Promise.all(held.map((trx) => trx.rollback()));
    }
    expect(await read).toBe(200);
  });
});

describe('the pool settings', () => {
  const env = { NODE_ENV: 'test', JWT_SECRET: 'pool-test-secret-pool-test-secret-0123456789' };
  const problemsOf = (more: Record<string, string>) => configProblems({ ...env, ...more });

  it('come from DB_POOL_MIN, DB_POOL_MAX and DB_ACQUIRE_TIMEOUT_MS, 0, 10 and 10 s when not given', () => {
    expect(loadConfig(env).database.pool).toEqual({ min: 0, max: 10, acquireTimeoutMs: 10_000 });
    const given = { DB_POOL_MIN: '2', DB_POOL_MAX: '25', DB_ACQUIRE_TIMEOUT_MS: '3000', DATABASE_URL: 'mysql://u:p@db:3306/site' };
    expect(loadConfig({ ...env, ...given }).database.pool).toEqual({ min: 2, max: 25, acquireTimeoutMs: 3000 });
  });

  it('name each bad value', () => {
    expect(problemsOf({ DB_POOL_MIN: '-1', DB_POOL_MAX: 'ten', DB_ACQUIRE_TIMEOUT_MS: '0' })).toEqual([
      'DB_POOL_MIN must be a whole number of connections, at least 0 (got "-1")',
      'DB_POOL_MAX must be a whole number of connections, at least 1 (got "ten")',
      'DB_ACQUIRE_TIMEOUT_MS must be a whole number of milliseconds, at least 1 (got "0")',
    ]);
    expect(problemsOf({ DB_POOL_MIN: '5', DB_POOL_MAX: '4' })).toEqual(['DB_POOL_MIN (5) must not be above DB_POOL_MAX (4)']);
  });
});

if (!mysql) it.skip('MySQL is not reachable: the probes under a full MySQL pool are not tested', () => undefined);
