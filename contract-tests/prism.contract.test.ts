// The contract suite against the backend on MySQL, sent through Prism's validating proxy (`prism proxy openapi.yaml
// <backend> --errors`): a second validator, independent of the in-house one, checks every request and answer. Any
// `sl-violations` header fails the run, warnings included (a status the document lacks comes through as a warning).
// Prism answers invalid requests itself (401 without a token, 422 for a malformed body) without forwarding them,
// so only the suite's valid calls go through it: success paths and unknown ids. Skipped where MySQL does not
// answer, unless REQUIRE_MYSQL is set (CI).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mysqlAvailable, mysqlDatabase, startTestBackend, type TestBackend } from '../backend/test/harness';
import { openapiDocument } from '../backend/src/contract';
import { allRoutes } from '../backend/src/routes';
import { backendTarget } from './backend-target';
import { defineContractSuite } from './contract-suite';
import type { Target } from './support/operation-calls';
import { startPrism, type PrismServer } from './prism/prism-process';

/**
 * A fetch that fails on any `sl-violations` header or error answer of Prism's own, naming the call and Prism's text
 * (and adds it to `found`).
 * Prism reads a multipart body as UTF-8 text and forwards that, which breaks binary uploads; with `direct`, those
 * calls (the two image uploads) go straight to the backend instead.
 */
function failOnViolations(found: string[], direct?: { prism: string; backend: string }): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (direct && request.headers.get('content-type')?.startsWith('multipart/form-data')) {
      const url = request.url.replace(direct.prism, direct.backend);
      return globalThis.fetch(url, { method: request.method, headers: request.headers, body: await request.arrayBuffer() });
    }
    const res = await globalThis.fetch(request);
    // A request Prism refuses itself (no token, invalid body) gets its problem+json and no header.
    const refused = res.headers.get('content-type')?.startsWith('application/problem+json') ? await res.clone().text() : undefined;
    const reported = res.headers.get('sl-violations') ?? refused;
    if (reported) {
      const line = `${request.method} ${new URL(request.url).pathname} -> ${res.status}: ${reported}`;
      found.push(line);
      throw new Error(`Prism reports a contract violation: ${line}`);
    }
    return res;
  };
}

/**
 * The backend as the suite sees it, every call going through Prism (set-ups go to the backend directly). The demo
 * data is restored before a test's first call rather than before every test: a third of the tests make none.
 */
function throughPrism(backend: TestBackend, prism: PrismServer, violations: string[]): Target {
  const direct = backendTarget(backend);
  const checked = failOnViolations(violations, { prism: prism.url, backend: backend.baseUrl });
  let resetPending = false;
  const ready = async () => {
    if (!resetPending) return;
    resetPending = false;
    await direct.reset();
  };
  return {
    baseUrl: prism.url,
    async fetch(input, init) {
      await ready();
      return checked(input, init);
    },
    async reset() {
      resetPending = true;
    },
    async giveCaseFile(bookingId) {
      await ready();
      await direct.giveCaseFile(bookingId);
    },
    async remove(kind, id) {
      await ready();
      await direct.remove(kind, id);
    },
  };
}

const available = await mysqlAvailable();
if (!available && process.env.REQUIRE_MYSQL) throw new Error('REQUIRE_MYSQL is set but MySQL does not answer at 127.0.0.1:3306');

if (available) {
  let backend: TestBackend | undefined;
  let prism: PrismServer | undefined;
  const violations: string[] = [];

  defineContractSuite(
    "the backend on MySQL behind Prism's validating proxy",
    openapiDocument,
    {
      async start() {
        backend = await startTestBackend({ mysqlUrl: await mysqlDatabase('novaguide_prism') });
        prism = await startPrism({ mode: 'proxy', upstream: backend.baseUrl, errors: true });
        return throughPrism(backend, prism, violations);
      },
      async stop() {
        await prism?.stop();
        await backend?.close();
      },
      implemented: (op) => allRoutes.filter((r) => r.op.method === op.method && r.op.path === op.path).length === 1,
    },
    { validRequestsOnly: true },
  );

  it('Prism reported no violation on any call', () => {
    expect(violations.join('\n')).toBe('');
  });
} else {
  it.skip("MySQL is not reachable: the contract suite through Prism's validating proxy is skipped", () => undefined);
}

// The check itself, against a stand-in server that answers whatever a case sets.
describe("failing on Prism's sl-violations", () => {
  let answer = { status: 200, body: {} as unknown };
  let upstream: Server;
  let prism: PrismServer;
  beforeAll(async () => {
    upstream = createServer((_req, res) =>
      res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(answer.body)),
    );
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()));
    prism = await startPrism({ mode: 'proxy', upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/api`, errors: true });
  });
  afterAll(async () => {
    await prism?.stop();
    upstream?.closeAllConnections();
    upstream?.close();
  });
  const get = (found: string[] = []) => failOnViolations(found)(`${prism.url}/hero/active-list`);

  it('passes an answer that keeps the contract', async () => {
    answer = { status: 200, body: { success: true, data: [] } };
    expect((await get()).status).toBe(200);
  });

  it('fails on a body that breaks the document (Prism turns it into a 500)', async () => {
    answer = { status: 200, body: { success: true, data: 'not a list' } };
    const found: string[] = [];
    await expect(get(found)).rejects.toThrow(/GET \/api\/hero\/active-list -> 500: .*"response","body","data"/);
    expect(found).toHaveLength(1);
  });

  it('fails on a status the document lacks (Prism passes it on with only a warning)', async () => {
    answer = { status: 418, body: { success: false, message: 'I am a teapot' } };
    await expect(get()).rejects.toThrow(/-> 418: .*"severity":"Warning"/);
  });

  it('fails on a request Prism refuses without forwarding it', async () => {
    await expect(failOnViolations([])(`${prism.url}/hero/list`)).rejects.toThrow(/GET \/api\/hero\/list -> 401: .*UNAUTHORIZED/);
  });
});
