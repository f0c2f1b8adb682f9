// Who may call what is data in openapi.yaml (ADR 0029), the same on the mocks and the backend (SQLite and MySQL).
// The suite walks every operation of the document, with no list of its own:
// - an operation declared `x-required-role: super_admin` refuses the regular demo admin (active) with 403 'Super
//   admin access required', before its body is read (a malformed one gets the same 403), and nothing its reads answer
//   changes;
// - every other operation that takes a token, called on its success path, succeeds for the regular admin: never the
//   role's 403 (a field only a super admin may change, `x-super-admin`, is a field-level rule: its 403 names the field);
// - an operation declared `x-publishes-releases` refuses the regular admin (403, nothing changed) until a super admin
//   lets regular admins publish without review (the release settings), and then succeeds for them;
// - the declarations themselves are sound: no role on an anonymous call, and the admin-account calls declare theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/contract/messages';
import { operationsRequiring, publishesReleases, requiredRoleOf } from '@shared/contract/operation-roles';
import { PUBLISH_NEEDS_REVIEW } from '@shared/contract/releases';
import type { OperationInfo } from '@shared/contract/openapi-validator';
import { demoData } from '@shared/demo-content';
import { contract } from '../support/document';
import { demoToken } from '../contract-suite';
import { readResponse, resettingOnFirstCall, send, successCall, type Target } from '../support/operation-calls';
import type { SuiteSetup } from '../support/api-caller';

const editor = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!;

const operations = contract.operations;
const superAdminOps = operationsRequiring(operations, 'super_admin');
// The calls a regular admin may make only when the release settings say so.
const publishingOps = operations.filter(publishesReleases);
// Every other call that takes a bearer token and declares no role: any signed-in admin may make it.
const anyAdminOps = operations.filter((op) => (!op.isPublic || op.tokenOptional) && !requiredRoleOf(op) && !publishesReleases(op));

const label = (op: OperationInfo) => `${op.operationId} (${op.method.toUpperCase()} ${op.path})`;
const show = (body: unknown) => (JSON.stringify(body) ?? '(no body)').slice(0, 300);
const tagOf = (op: OperationInfo) => ((op.operation.tags as string[] | undefined) ?? [])[0];

/**
 * What a refused call must leave as it was: the reads of its tag that need no parameter, the same path read (a
 * record by id), and the activity log, all read by the super admin.
 */
function readsOf(op: OperationInfo, path: string): string[] {
  const listReads = operations.filter((o) => o.method === 'get' && tagOf(o) === tagOf(op) && !o.path.includes('{')).map((o) => o.path);
  const sameRecord = operations.some((o) => o.method === 'get' && o.path === op.path) && op.path.includes('{') ? [path] : [];
  return [...listReads, ...sameRecord, '/activity?limit=100'];
}

async function signInAs(target: Target, who: { admin: { email: string }; password: string }) {
  const res = await send(target, { method: 'POST', path: '/admin/login', json: { email: who.admin.email, password: who.password } });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

export function defineOperationRolesSuite(name: string, setup: SuiteSetup) {
  describe(`${name}: security: roles declared in the contract`, () => {
    let target: Target;
    // A fresh demo dataset and both sign-ins, put off while only reads have run since the last (a read changes nothing).
    let readSession: { superAdmin: string; editor: string } | undefined;
    const fresh = async (op: OperationInfo) => {
      const reads = op.method === 'get' || op.method === 'head';
      if (readSession && reads) return readSession;
      await target.reset();
      const session = { superAdmin: await demoToken(target), editor: await signInAs(target, editor) };
      readSession = reads ? session : undefined;
      return session;
    };
    beforeAll(async () => {
      target = resettingOnFirstCall(await setup.start());
    }, 120_000);
    afterAll(() => setup.stop());

    const snapshot = async (paths: string[], token: string) =>
      Promise.all(paths.map(async (path) => ({ path, body: await readResponse(await send(target, { method: 'GET', path, token })) })));

    it('declares a role only where a token is needed, and super admin on the admin-account calls, creation included', () => {
      for (const op of operations) expect(() => requiredRoleOf(op), label(op)).not.toThrow();
      expect(superAdminOps.length).toBeGreaterThan(0);
      expect(superAdminOps.map((op) => `${op.method.toUpperCase()} ${op.path}`)).toContain('POST /admin');
      expect(superAdminOps.map((op) => op.operationId)).toContain('createAdmin');
      const adminAccountOps = operations.filter((op) => tagOf(op) === 'Admin Accounts');
      expect(adminAccountOps.length).toBeGreaterThan(0);
      expect(superAdminOps).toEqual(expect.arrayContaining(adminAccountOps));
      // Every operation is either declared for super admins, open to any signed-in admin, or anonymous.
      expect(publishingOps.map((op) => op.operationId).sort()).toEqual(['publishRelease', 'revertRelease', 'scheduleRelease', 'unscheduleRelease']);
      expect(superAdminOps.length + anyAdminOps.length + publishingOps.length + operations.filter((op) => op.isPublic && !op.tokenOptional).length).toBe(
        operations.length,
      );
    });

    it.each(superAdminOps.map((op) => [label(op), op] as const))(
      '%s refuses the regular admin: 403, before the body is read, nothing changed',
      async (_label, op) => {
        const tokens = await fresh(op);
        expect(op.statuses, `${op.operationId} documents its 403`).toContain('403');
        const call = await successCall(op, target, tokens.superAdmin);
        const reads = readsOf(op, call.path);
        const before = await snapshot(reads, tokens.superAdmin);

        const res = await send(target, { ...call, token: tokens.editor });
        const body = await readResponse(res);
        expect(res.status, show(body)).toBe(403);
        expect(body).toEqual({ success: false, message: AUTH_MESSAGES.superAdminOnly });
        expect(contract.validateResponse(op, res.status, res.headers.get('content-type'), body)).toEqual([]);

        if (op.requestContentTypes.includes('application/json')) {
          const malformed = await send(target, { ...call, json: [], token: tokens.editor });
          expect(malformed.status).toBe(403);
          expect(await readResponse(malformed)).toEqual({ success: false, message: AUTH_MESSAGES.superAdminOnly });
        }
        expect(await snapshot(reads, tokens.superAdmin), `${op.operationId}: a refused call changed what its reads answer`).toEqual(before);

        // The same call stands for the super admin: the refusal was the role's, not the call's.
        const allowed = await send(target, { ...call, token: tokens.superAdmin });
        expect(
          op.statuses.filter((s) => s.startsWith('2')),
          show(await readResponse(allowed)),
        ).toContain(String(allowed.status));
      },
    );

    it.each(publishingOps.map((op) => [label(op), op] as const))(
      '%s refuses the regular admin until the release settings let regular admins publish without review',
      async (_label, op) => {
        const tokens = await fresh(op);
        // Set up as the super admin (a release scheduled or published first), then called as the regular admin.
        const call = await successCall(op, target, tokens.superAdmin);
        const reads = readsOf(op, call.path);
        const before = await snapshot(reads, tokens.superAdmin);
        const res = await send(target, { ...call, token: tokens.editor });
        const body = await readResponse(res);
        expect(res.status, show(body)).toBe(403);
        expect(body).toEqual({ success: false, message: PUBLISH_NEEDS_REVIEW });
        expect(await snapshot(reads, tokens.superAdmin), `${op.operationId}: a refused call changed what its reads answer`).toEqual(before);

        const settings = { method: 'PUT', path: '/release-settings', token: tokens.superAdmin } as const;
        expect((await send(target, { ...settings, json: { regularAdminsMayPublish: true } })).status).toBe(200);
        const allowed = await send(target, { ...call, token: tokens.editor });
        expect(
          op.statuses.filter((s) => s.startsWith('2')),
          show(await readResponse(allowed)),
        ).toContain(String(allowed.status));
        expect((await send(target, { ...settings, json: { regularAdminsMayPublish: false } })).status).toBe(200);
      },
    );

    it.each(anyAdminOps.map((op) => [label(op), op] as const))('%s is not refused to the regular admin for its role', async (_label, op) => {
      const tokens = await fresh(op);
      const call = await successCall(op, target, tokens.editor);
      const res = await send(target, call);
      const body = (await readResponse(res)) as { message?: string; errors?: { field: string }[] } | undefined;
      expect(body?.message, `${op.operationId} got ${res.status}: ${show(body)}`).not.toBe(AUTH_MESSAGES.superAdminOnly);
      // The call is the success path's, so it succeeds; a 403 can only be the field-level rule (`x-super-admin`), which
      // names each field (the settings' example sets the analytics ids).
      if (res.status === 403) expect(body?.errors?.length, `${op.operationId} got 403: ${show(body)}`).toBeGreaterThan(0);
      else
        expect(
          op.statuses.filter((s) => s.startsWith('2')),
          `${op.operationId} got ${res.status}: ${show(body)}`,
        ).toContain(String(res.status));
    });
  });
}
