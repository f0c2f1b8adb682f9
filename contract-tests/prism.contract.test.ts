// The check that makes Prism a validator in the contract suite (contract-tests/prism/prism-target.ts), against a
// stand-in server that answers whatever a case sets. The suite itself runs through Prism in the URL run (contract-tests/url/).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism, type PrismServer } from './prism/prism-process';
import { failOnViolations } from './prism/prism-target';

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
