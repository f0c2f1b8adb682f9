// The contract suite: every operation of openapi.yaml, called on its success path (from the document's own
// examples), without a token (401), with a malformed body (400) and with an unknown id (404); every answer
// validated against the document by validators compiled from it. The same suite runs against the mocks and
// the backend (SQLite and MySQL).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenApiValidator, type OperationInfo } from '@shared/contract/openapi-validator';
import { demoData } from '@shared/demo-content';
import { checkEach, readResponse, send, successCall, type Target, resettingOnFirstCall } from './support/operation-calls';
import { defineReleaseHeaderCases } from './release-header-cases';

/** Logs in as the demo super admin. */
export async function demoToken(target: Target) {
  const admin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
  const res = await send(target, { method: 'POST', path: '/admin/login', json: { email: admin.admin.email, password: admin.password } });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A body for a failure message (HEAD and 204 answers have none). */
const show = (body: unknown) => (JSON.stringify(body) ?? '(no body)').slice(0, 300);

/** An id that exists nowhere. */
const UNKNOWN_ID = '0000000000000000000000ff';

export function defineContractSuite(
  name: string,
  document: Record<string, unknown>,
  setup: { start(): Promise<Target>; stop(): Promise<void>; implemented(op: OperationInfo): boolean },
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

    it.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s is implemented', (_name, op) => {
      expect(setup.implemented(op)).toBe(true);
    });

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
