// The production start: `npm run build` compiles the backend (backend/scripts/build-server.ts), and
// `npm run start:prod` runs node on it. A process manager that stops the service sends SIGTERM to the process it
// started, npm here: the server itself must get it, drain, stop and free its port (under `npm run` with a shell in
// between, the server was orphaned and kept the port, and the next start failed with EADDRINUSE).
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../scripts/build-server';
import { serverProcess } from './server-process';

/** Whether a new server can listen on `port` now. */
function portIsFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

describe('npm run start:prod', () => {
  let npm: ChildProcessWithoutNullStreams | undefined;
  let dir: string;
  afterAll(() => {
    npm?.kill('SIGKILL');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('runs the compiled server; SIGTERM to npm drains it (/readyz 503, still serving), stops it and frees the port', async () => {
    await buildServer();
    dir = mkdtempSync(join(tmpdir(), 'novaguide-prod-'));
    // No built site (a fresh clone has none) and an empty database: the API and the probes need neither.
    const server = serverProcess('npm', ['run', '--silent', 'start:prod'], dir, { SHUTDOWN_DRAIN_MS: '2000', SHUTDOWN_GRACE_MS: '3000' });
    npm = server.child;
    const port = await server.port;
    const site = `http://127.0.0.1:${port}`;
    expect((await fetch(`${site}/readyz`)).status).toBe(200);
    // The compiled server found the contract (openapi.yaml) and validates with it.
    const invalid = await fetch(`${site}/api/booking/create`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { success: boolean }).success).toBe(false);
    expect((await fetch(`${site}/api/hero/active-list`)).status).toBe(200);

    npm.kill('SIGTERM');
    // Out of rotation at once, yet still serving new connections while the drain lasts.
    let readiness = await fetch(`${site}/readyz`, { headers: { Connection: 'close' } });
    while (readiness.status === 200) readiness = await fetch(`${site}/readyz`, { headers: { Connection: 'close' } });
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ status: 'not ready', checks: { accepting: 'no: shutting down' } });
    expect((await fetch(`${site}/api/hero/active-list`, { headers: { Connection: 'close' } })).status).toBe(200);

    expect(await server.exited).toBe(0);
    const said = server.logged().map((l) => l.msg);
    expect(said).toContain('SIGTERM: draining, /readyz answers 503 while requests are served for 2 s more');
    expect(said).toContain('SIGTERM: finishing the requests in flight, then stopping');
    expect(said.at(-1), server.output()).toBe('Stopped');
    // Nothing was left behind holding the port: a new server can listen on it.
    expect(await portIsFree(port)).toBe(true);
  }, 60_000);
});
