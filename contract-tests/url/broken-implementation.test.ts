// The kit's command fails against an implementation with one behaviour broken, and names the operation: the backend
// (in process, on SQLite) behind a proxy that answers a second deletion of the same file "File deleted successfully!"
// where the backend says 404. The shape stays valid; the behaviour (a deleted file is gone) does not. The same command
// against the backend as it is passes, so the failure is the broken behaviour's.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, TEST_STATE_KEY, type TestBackend } from '../../backend/test/harness';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** One case of the media suite, so that the run is short: it deletes a file twice and expects 404 the second time. */
const CASE = 'deletes a file nothing uses any more';

/** A proxy in front of `upstream` that turns a 404 of `DELETE /api/files/{id}` into a success. */
function breakingProxy(upstream: URL): Server {
  return createServer((req, res) => {
    const forwarded = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      if (req.method === 'DELETE' && /^\/api\/files\/[^/]+$/.test(req.url ?? '') && answer.statusCode === 404) {
        answer.resume();
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, message: 'File deleted successfully!' }));
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(forwarded);
  });
}

/** `npm run contract` as a caller runs it: its exit code and what it printed. */
function contract(url: string, reportDir: string): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'contract-tests/url/run-contract.ts', '--url', url, '--grep', CASE, '--no-prism', '--report-dir', reportDir],
      { cwd: root, env: { ...process.env, TEST_STATE_KEY }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => done({ code: code ?? 1, output }));
  });
}

describe('npm run contract against a backend with one behaviour broken', () => {
  let backend: TestBackend;
  let proxy: Server;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'contract-broken-'));
    backend = await startTestBackend();
    proxy = breakingProxy(new URL(backend.baseUrl));
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', () => resolve()));
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
    await backend.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fails, and lists the failed case under the operation that broke, in its summary and its JUnit report', async () => {
    const { port } = proxy.address() as AddressInfo;
    const { code, output } = await contract(`http://127.0.0.1:${port}`, join(dir, 'broken'));
    expect(code, output).toBe(1);
    const summary = output.slice(output.lastIndexOf('\ncontract: '));
    expect(summary).toMatch(new RegExp(`FAILED: 1 case, by operation:\\n {4}deleteFile\\n {6}- .*${CASE}`));
    expect(readFileSync(join(dir, 'broken', 'contract.xml'), 'utf8')).toMatch(/<failure /);
  }, 120_000);

  it('passes against the same backend without the proxy', async () => {
    const { code, output } = await contract(new URL(backend.baseUrl).origin, join(dir, 'whole'));
    expect(code, output).toBe(0);
    expect(output).toContain('passed: every case that ran');
  }, 120_000);
});
