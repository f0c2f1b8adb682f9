// The mocks run the server's request pipeline (@shared/pipeline/pipeline.ts, ADR 0030), and where they used to drift
// from the server they now do as it does: a content write that fails half-way leaves nothing behind (the server's
// transaction rolls back), and X-Forwarded-For names the caller only when TRUST_PROXY says a proxy stands in front.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '@shared/contract/http-error';
import { compose, type Step } from '@shared/pipeline/compose';
import { compareRoutePaths, inRouteOrder } from '@shared/pipeline/route-order';
import { demoData } from '@shared/demo-content';
import { db, resetDb } from './db';
import { server } from './node';
import { buildHandlers, clearScenarios, ok, route, setTrustProxy } from './route';

const API = 'http://localhost/api';
const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;

async function call(method: string, path: string, opts: { token?: string; json?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${API}${path}`, { method, headers, body: opts.json === undefined ? undefined : JSON.stringify(opts.json) });
  return { status: res.status, body: await res.json() };
}

async function login() {
  const { body } = await call('POST', '/admin/login', { json: { email: superAdmin.admin.email, password: superAdmin.password } });
  return body.data.token as string;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetDb();
  clearScenarios();
});
afterEach(() => {
  server.resetHandlers();
  setTrustProxy(undefined);
});

describe('the revision transaction', () => {
  const hero = demoData.heroes[0];

  /** PUT /hero/update/{id} answered by a handler that changes the hero and a second record, then fails with `error`. */
  const failingUpdate = (error: Error) =>
    server.use(
      ...buildHandlers('hero', [
        route('put', '/hero/update/{id}', ({ params }) => {
          db.heroes.find((h) => h._id === params.id)!.title = 'Half-written';
          db.heroes.splice(1, 1);
          throw error;
        }),
      ]),
    );

  it('leaves the collection and its history as they were when the handler throws after a partial change (500)', async () => {
    const token = await login();
    const before = structuredClone(db.heroes);
    const revisions = db.revisions.length;
    failingUpdate(new Error('the disk is full'));
    const answer = await call('PUT', `/hero/update/${hero._id}`, { token, json: { title: 'Renamed', banner: hero.banner } });
    expect(answer.status).toBe(500);
    expect(db.heroes).toEqual(before);
    expect(db.revisions).toHaveLength(revisions);
  });

  it('leaves the collection as it was when the handler refuses after a partial change (its 4xx)', async () => {
    const token = await login();
    const before = structuredClone(db.heroes);
    failingUpdate(new HttpError(409, 'Conflict'));
    const answer = await call('PUT', `/hero/update/${hero._id}`, { token, json: { title: 'Renamed', banner: hero.banner } });
    expect(answer).toMatchObject({ status: 409, body: { success: false, message: 'Conflict' } });
    expect(db.heroes).toEqual(before);
  });

  it('keeps a write that succeeds, with its revision', async () => {
    const token = await login();
    const revisions = db.revisions.length;
    const answer = await call('PUT', `/hero/update/${hero._id}`, { token, json: { title: 'Renamed', banner: hero.banner } });
    expect(answer.status).toBe(200);
    expect(db.heroes.find((h) => h._id === hero._id)!.title).toBe('Renamed');
    expect(db.revisions.length).toBeGreaterThan(revisions);
  });
});

describe('the client address', () => {
  /** GET /hero/active-list answered with the address the pipeline gave the caller. */
  const answerClientKey = () => server.use(...buildHandlers('hero', [route('get', '/hero/active-list', ({ clientKey }) => ok({ clientKey }) as never)]));

  it('ignores X-Forwarded-For unless TRUST_PROXY is set, as the server does', async () => {
    answerClientKey();
    const forwarded = { 'X-Forwarded-For': '203.0.113.9' };
    expect((await call('GET', '/hero/active-list', { headers: forwarded })).body.data.clientKey).toBe('local');
    setTrustProxy('1');
    expect((await call('GET', '/hero/active-list', { headers: forwarded })).body.data.clientKey).toBe('203.0.113.9');
    // The entry the client wrote itself, left of the one the trusted proxy appended, is never taken.
    const spoofed = { 'X-Forwarded-For': '198.51.100.1, 203.0.113.9' };
    expect((await call('GET', '/hero/active-list', { headers: spoofed })).body.data.clientKey).toBe('203.0.113.9');
  });
});

describe('the pipeline', () => {
  it('orders concrete paths before templated ones, the longer literal first', () => {
    const paths = ['/admin/{id}', '/admin/me', '/hero/{id}/x', '/a/{b}/{c}', '/admin/sessions/me'];
    expect(inRouteOrder(paths, (p) => p)).toEqual(['/admin/sessions/me', '/admin/me', '/hero/{id}/x', '/admin/{id}', '/a/{b}/{c}']);
    expect(compareRoutePaths('/admin/me', '/admin/{id}')).toBeLessThan(0);
  });

  it('runs the steps in order, each around the rest, and refuses a step that runs the rest twice', async () => {
    const seen: string[] = [];
    const step =
      (name: string): Step<string[]> =>
      async (ctx, next) => {
        ctx.push(`${name} in`);
        await next();
        ctx.push(`${name} out`);
      };
    await compose([step('a'), step('b')])(seen);
    expect(seen).toEqual(['a in', 'b in', 'b out', 'a out']);
    const twice: Step<string[]> = async (_ctx, next) => {
      await next();
      await next();
    };
    await expect(compose([twice, step('c')])([])).rejects.toThrow('next() twice');
  });
});
