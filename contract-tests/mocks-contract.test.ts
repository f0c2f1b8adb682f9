// Every operation of openapi.yaml has a mock handler, and every answer the mocks give validates against the
// document: the success path from the document's own examples, the 401 of protected calls, and the 400 of
// malformed bodies. The validator is compiled from openapi.yaml.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@mocks/contract';
import { db, resetDb } from '@mocks/db';
import { routesByResource } from '@mocks/handlers';
import { server } from '@mocks/node';
import { clearScenarios } from '@mocks/route';
import { demoData } from '@mocks/data';
import { readResponse, SAMPLE_FILES, send, successCall, type Target } from './support/operation-calls';

const mocks: Target = {
  baseUrl: 'http://localhost/api',
  fetch: (input, init) => globalThis.fetch(input, init),
  async reset() {
    resetDb();
    clearScenarios();
  },
  async token() {
    const admin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
    const res = await send(mocks, { method: 'POST', path: '/admin/login', json: { email: admin.admin.email, password: admin.password } });
    return ((await res.json()) as { data: { token: string } }).data.token;
  },
  async giveCaseFile(bookingId) {
    db.caseFiles.set(bookingId, { bytes: SAMPLE_FILES.pdf, mime: 'application/pdf', originalName: 'cbct-report.pdf' });
  },
  async remove(kind, id) {
    if (kind === 'homepageSettings') db.homepageSettings.length = 0;
    if (kind === 'privacyPolicy') db.privacyPolicies.length = 0;
    if (kind === 'termsConditions') db.termsConditions.length = 0;
    if (kind === 'serviceDetailsOfService') db.serviceDetails = db.serviceDetails.filter((d) => d.serviceId !== id);
  },
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => mocks.reset());

const operations = contract.operations;
const routes = Object.values(routesByResource).flat();

function expectConforms(op: (typeof operations)[number], res: Response, body: unknown) {
  const problems = contract.validateResponse(op, res.status, res.headers.get('content-type'), body);
  expect(problems, `${op.method.toUpperCase()} ${op.path} -> ${res.status}: ${JSON.stringify(body).slice(0, 300)}`).toEqual([]);
}

describe('the mocks keep the contract', () => {
  it('documents at least the 112 calls of the spec plus the additions', () => {
    expect(operations.length).toBeGreaterThanOrEqual(124);
  });

  it.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s has exactly one mock handler', (_name, op) => {
    expect(routes.filter((r) => r.method === op.method && r.path === op.path)).toHaveLength(1);
  });

  it.each(operations.map((op) => [op.operationId, op] as const))('%s answers its success status with a valid body', async (_name, op) => {
    const token = await mocks.token();
    const call = await successCall(op, mocks, token);
    const res = await send(mocks, call);
    const body = await readResponse(res);
    const success = op.statuses.filter((s) => s.startsWith('2'));
    expect(success, `${op.operationId} got ${res.status}: ${JSON.stringify(body).slice(0, 300)}`).toContain(String(res.status));
    expectConforms(op, res, body);
  });

  const protectedOps = operations.filter((op) => !op.isPublic);
  it.each(protectedOps.map((op) => [op.operationId, op] as const))('%s refuses a call without a token with a valid 401', async (_name, op) => {
    const call = await successCall(op, mocks, await mocks.token());
    const res = await send(mocks, { ...call, token: null });
    const body = await readResponse(res);
    expect(res.status).toBe(401);
    expect(body).toMatchObject({ success: false, message: 'Authentication required' });
    expectConforms(op, res, body);
  });

  const jsonBodyOps = operations.filter((op) => op.requestContentTypes.includes('application/json'));
  it.each(jsonBodyOps.map((op) => [op.operationId, op] as const))('%s refuses a malformed body with a valid 400 naming the field', async (_name, op) => {
    const token = await mocks.token();
    const call = await successCall(op, mocks, token);
    const res = await send(mocks, { ...call, json: [] });
    const body = (await readResponse(res)) as { errors?: { field: string }[] };
    expect(res.status).toBe(400);
    expect(body.errors?.[0]?.field).toBeTruthy();
    expectConforms(op, res, body);
  });
});
