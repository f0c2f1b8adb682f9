// `npm run mock:api` as a partner sees it: the real server's /api URLs, answers that our own validator accepts,
// and Prism's request validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationInfo } from '@shared/contract/openapi-validator';
import { contract } from '../backend/src/contract';
import { startMockApi } from './prism/mock-api';
import type { PrismServer } from './prism/prism-process';

let mock: PrismServer;
beforeAll(async () => {
  mock = await startMockApi({ port: 0 });
});
afterAll(() => mock?.stop());

async function call(method: string, path: string, json?: unknown) {
  const res = await fetch(`${mock.url}${path}`, {
    method,
    headers: json === undefined ? {} : { 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body: unknown = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text();
  return { res, body };
}

function expectConforms(op: OperationInfo, res: Response, body: unknown) {
  expect(contract.validateResponse(op, res.status, res.headers.get('content-type'), body), JSON.stringify(body)).toEqual([]);
}

describe('npm run mock:api', () => {
  it('serves the operations under /api, as the real server does', async () => {
    expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/);
    const { res, body } = await call('GET', '/hero/active-list');
    expect(res.status).toBe(200);
    expect(res.headers.get('sl-violations')).toBeNull();
    expectConforms(contract.match('GET', '/hero/active-list')!.op, res, body);
  });

  it('answers a valid booking with a valid 201', async () => {
    const op = contract.match('POST', '/booking/create')!.op;
    const example = (op.operation.requestBody as { content: { 'application/json': { example: unknown } } }).content['application/json'].example;
    const { res, body } = await call('POST', '/booking/create', example);
    expect(res.status).toBe(201);
    expect(res.headers.get('sl-violations')).toBeNull();
    expectConforms(op, res, body);
  });

  it('refuses an invalid booking, naming the violation', async () => {
    const op = contract.match('POST', '/booking/create')!.op;
    const { res, body } = await call('POST', '/booking/create', { name: 'Dr. Marco Rossi' });
    // Prism answers an invalid request with the document's 422 where there is one, else its 400 (with its example).
    expect(res.status).toBe(400);
    expect(res.headers.get('sl-violations')).toMatch(/"location":\["request","body"\]/);
    expectConforms(op, res, body);
  });

  it('answers 404 outside the document and outside /api', async () => {
    expect((await call('GET', '/no-such-resource')).res.status).toBe(404);
    expect((await fetch(mock.url.replace(/\/api$/, '/hero/active-list'))).status).toBe(404);
  });
});
