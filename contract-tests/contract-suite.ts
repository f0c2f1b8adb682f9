// The contract suite: every operation of openapi.yaml, called on its success path (from the document's own
// examples), without a token (401), with a malformed body (400) and with an unknown id (404); every answer
// validated against the document by validators compiled from it. The same suite runs against the mocks and
// the backend (SQLite in process, MySQL and the mocks over HTTP at a URL), and against any implementation at a URL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenApiValidator, type OperationInfo } from '@shared/contract/openapi-validator';
import { demoData } from '@shared/demo-content';
import { pathWithExamples as pathOf } from './support/operation-calls';
import { checkEach, readResponse, send, successCall, type PreparedCall, type Target, resettingOnFirstCall, TEST_STATE_HEADER } from './support/operation-calls';
import { defineReleaseHeaderCases } from './release-header-cases';

/** Logs in as the demo super admin. */
export async function demoToken(target: Target) {
  const admin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
  return tokenOf(target, { email: admin.admin.email, password: admin.password });
}

/** Logs in as `who`: the access token, or an error naming the answer. */
async function tokenOf(target: Target, who: { email: string; password: string }) {
  const res = await send(target, { method: 'POST', path: '/admin/login', json: who });
  const body = (await res.json()) as { data?: { token: string } };
  if (!body.data?.token) throw new Error(`POST /admin/login as ${who.email} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return body.data.token;
}

/** A body for a failure message (HEAD and 204 answers have none). */
const show = (body: unknown) => (JSON.stringify(body) ?? '(no body)').slice(0, 300);

/** An id that exists nowhere. */
const UNKNOWN_ID = '0000000000000000000000ff';

export function defineContractSuite(
  name: string,
  document: Record<string, unknown>,
  /** `implemented`: where the suite knows the implementation's routes (in process), each operation must have one. */
  setup: { start(): Promise<Target>; stop(): Promise<void>; implemented?(op: OperationInfo): boolean },
) {
  const contract = createOpenApiValidator(document);
  const operations = contract.operations;
  let target: Target;

  function expectConforms(op: OperationInfo, res: Response, body: unknown) {
    const problems = contract.validateResponse(op, res.status, res.headers.get('content-type'), body);
    expect(problems, `${op.method.toUpperCase()} ${op.path} -> ${res.status}: ${show(body)}`).toEqual([]);
  }

  describe(`${name} keeps the contract`, () => {
    // The hooks belong to this describe: the file's other suites have their own targets.
    beforeAll(async () => {
      target = resettingOnFirstCall(await setup.start());
    }, 120_000);
    afterAll(() => setup.stop());
    beforeEach(() => target.reset());

    it("documents the product's 112 calls plus the additions", () => {
      expect(operations.length).toBeGreaterThanOrEqual(124);
    });

    const implemented = setup.implemented;
    if (implemented) {
      it.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s is implemented', (_name, op) => {
        expect(implemented(op)).toBe(true);
      });
    }

    it.each(operations.map((op) => [op.operationId, op] as const))('%s answers its success status with a valid body', async (_name, op) => {
      const token = await demoToken(target);
      const call = await successCall(op, target, token);
      const res = await send(target, call);
      const body = await readResponse(res);
      const success = op.statuses.filter((s) => s.startsWith('2'));
      expect(success, `${op.operationId} got ${res.status}: ${show(body)}`).toContain(String(res.status));
      expectConforms(op, res, body);
    });

    // Calls invalid on purpose go past a validating proxy, which would answer them itself. A refusal changes nothing,
    // so each walk of refusals runs on one dataset with one sign-in (checkEach lists every operation that fails).
    const direct = () => target.direct ?? target;
    const protectedOps = operations.filter((op) => !op.isPublic);
    it('refuses a call without a token with a valid 401, on every operation that is not public', async () => {
      const token = await demoToken(direct());
      await checkEach(protectedOps, async (op) => {
        const call = await successCall(op, direct(), token);
        const res = await send(direct(), { ...call, token: null });
        const body = await readResponse(res);
        expect(res.status, show(body)).toBe(401);
        expect(body).toMatchObject({ success: false, message: 'Authentication required' });
        expectConforms(op, res, body);
      });
    }, 600_000);

    // The Test State calls take their own key instead of a token: without it, or with another, they are refused.
    const testStateOps = operations.filter((op) => op.requiredApiKeyHeader === TEST_STATE_HEADER);
    it('refuses a Test State call without its Test-State-Key, or with another key, with a valid 401 naming the header', async () => {
      await checkEach(testStateOps, async (op) => {
        const call = await successCall(op, direct(), '');
        for (const headers of [{}, { [TEST_STATE_HEADER]: `not-${direct().testStateKey}` }] as Record<string, string>[]) {
          const res = await send(direct(), { ...call, headers });
          const body = (await readResponse(res)) as { errors?: { field: string }[] };
          expect(res.status, show(body)).toBe(401);
          expect(body.errors?.[0]?.field).toBe(TEST_STATE_HEADER);
          expectConforms(op, res, body);
        }
      });
    });

    const jsonBodyOps = operations.filter((op) => op.requestContentTypes.includes('application/json'));
    it('refuses a malformed body with a valid 400 naming the field, on every operation that takes JSON', async () => {
      const token = await demoToken(direct());
      await checkEach(jsonBodyOps, async (op) => {
        const call = await successCall(op, direct(), token);
        const res = await send(direct(), { ...call, json: [] });
        const body = (await readResponse(res)) as { errors?: { field: string }[] };
        expect(res.status, show(body)).toBe(400);
        expect(body.errors?.[0]?.field).toBeTruthy();
        expectConforms(op, res, body);
      });
    }, 600_000);

    defineReleaseHeaderCases({ operations, target: () => target, direct, token: demoToken, expectConforms });

    // Every operation whose first path parameter is a record id answers an unknown id with a valid 404.
    const byIdOps = operations.filter((op) => op.statuses.includes('404') && /\{(id|serviceId)\}/.test(op.path));
    it('answers an unknown id with a valid 404, on every operation whose path names a record', async () => {
      const token = await demoToken(target);
      await checkEach(byIdOps, async (op) => {
        const call = await successCall(op, target, token);
        // The id's own segment of the path is replaced, whichever record the success call set up.
        const position = op.path.split('/').findIndex((segment) => /^\{(id|serviceId)\}$/.test(segment));
        const path = call.path
          .split('/')
          .map((segment, i) => (i === position ? UNKNOWN_ID : segment))
          .join('/');
        const res = await send(target, { ...call, path });
        const body = await readResponse(res);
        expect(res.status, show(body)).toBe(404);
        expectConforms(op, res, body);
      });
    }, 600_000);
  });
}

/** A set-up the read-only run cannot make: it would change the implementation's data. */
class NeedsWrite extends Error {}

/**
 * The part of the contract suite that changes nothing, for an implementation without the Test State calls (a staging
 * deployment): every read that needs no set-up answers its success status with a valid body, signed in as `admin`;
 * and every operation that is not public refuses a call without a token with a valid 401 (a refusal changes nothing).
 */
export function defineReadOnlyContractSuite(name: string, document: Record<string, unknown>, target: Target, admin: { email: string; password: string }) {
  const contract = createOpenApiValidator(document);
  const direct = target.direct ?? target;
  const isRead = (method: string) => ['GET', 'HEAD'].includes(method.toUpperCase());
  /** The target as far as reads and the sign-in go; a set-up that writes is refused before it is sent. */
  const readOnly = (t: Target): Target => ({
    ...t,
    async fetch(input, init) {
      const request = new Request(input, init);
      if (!isRead(request.method) && !new URL(request.url).pathname.endsWith('/admin/login')) throw new NeedsWrite(`${request.method} ${request.url}`);
      return t.fetch(request);
    },
    reset: () => Promise.reject(new NeedsWrite('reset')),
    giveCaseFile: () => Promise.reject(new NeedsWrite('a stored case file')),
    remove: () => Promise.reject(new NeedsWrite('a record removed')),
  });
  /** The operation's success call, or `undefined` where preparing it needs a write. */
  const prepared = async (op: OperationInfo, t: Target, token: string): Promise<PreparedCall | undefined> => {
    try {
      return await successCall(op, readOnly(t), token);
    } catch (e) {
      if (e instanceof NeedsWrite) return undefined;
      throw e;
    }
  };
  const expectConforms = (op: OperationInfo, res: Response, body: unknown) => {
    const problems = contract.validateResponse(op, res.status, res.headers.get('content-type'), body);
    expect(problems, `${op.method.toUpperCase()} ${op.path} -> ${res.status}: ${show(body)}`).toEqual([]);
  };
  const reads = contract.operations.filter((op) => isRead(op.method) && op.requiredApiKeyHeader !== TEST_STATE_HEADER);

  describe(`${name} keeps the contract (read-only: no Test State calls)`, () => {
    it.for(reads.map((op) => [op.operationId, op] as const))('%s answers its success status with a valid body', async ([, op], ctx) => {
      const token = await tokenOf(target, admin);
      const call = await prepared(op, target, token);
      if (!call) return ctx.skip(`${op.operationId} needs a set-up that writes`);
      const res = await send(target, call);
      const body = await readResponse(res);
      expect(
        op.statuses.filter((s) => s.startsWith('2')),
        `${op.operationId} got ${res.status}: ${show(body)}`,
      ).toContain(String(res.status));
      expectConforms(op, res, body);
    });

    it('refuses a call without a token with a valid 401, on every operation that is not public', async () => {
      const token = await tokenOf(direct, admin);
      await checkEach(
        contract.operations.filter((op) => !op.isPublic),
        async (op) => {
          // Without its set-up the call is the document's example as it is: refused before it is looked at.
          const call = (await prepared(op, direct, token)) ?? { method: op.method.toUpperCase(), path: pathOf(op), token };
          const res = await send(direct, { ...call, token: null });
          const body = await readResponse(res);
          expect(res.status, show(body)).toBe(401);
          expectConforms(op, res, body);
        },
      );
    }, 600_000);
  });
}
