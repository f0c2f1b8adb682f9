// What operators see and rely on: one log line per request with its id and never a secret, the health and
// readiness probes a load balancer asks, and a stop on SIGTERM that lets the requests in flight finish.
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Knex } from 'knex';
import { demoData } from '@shared/demo-content';
import { encodeUploadMetadata } from '@shared/contract/case-files';
import { createApp } from '../src/app';
import { createDb, migrate } from '../src/db/knex';
import { createLogger } from '../src/middleware/request-log';
import { LocalDiskStorage, type FileStorage } from '../src/storage/file-storage';
import { startTestBackend, type TestBackend } from './harness';
import { serverProcess } from './server-process';
import { bookingRequest, book, healthConsentVersion, sendCaseFile } from './visitor';

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;

/** GET /healthz on a connection of its own (closed after the answer): resolves with the answer's status. */
function healthz(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res: IncomingMessage) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

interface LogLine {
  level: number;
  reqId?: string;
  method?: string;
  path?: string;
  status?: number;
  durationMs?: number;
  adminId?: string;
  msg: string;
}

describe('request logs', () => {
  let b: TestBackend;
  const raw: string[] = [];
  const lines = () => raw.map((l) => JSON.parse(l) as LogLine);
  const linesFor = (res: Response) => lines().filter((l) => l.reqId === res.headers.get('x-request-id'));

  beforeAll(async () => {
    b = await startTestBackend({ logger: createLogger({ logLevel: 'info', logFormat: 'json' }, { write: (s: string) => void raw.push(s) }) });
  });
  afterAll(() => b.close());

  it('writes one line per request with its id, method, path, status and duration, the id also sent back', async () => {
    const first = await fetch(`${b.baseUrl}/hero/active-list`);
    const cached = await fetch(`${b.baseUrl}/hero/active-list`);
    for (const res of [first, cached]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const [line, ...more] = linesFor(res);
      expect(more).toEqual([]);
      expect(line).toMatchObject({ method: 'GET', path: '/api/hero/active-list', status: 200 });
      expect(line.durationMs).toBeGreaterThanOrEqual(0);
    }
    expect(first.headers.get('x-request-id')).not.toBe(cached.headers.get('x-request-id'));

    const missing = await fetch(`${b.baseUrl}/no-such-call`);
    expect(linesFor(missing)).toMatchObject([{ method: 'GET', path: '/api/no-such-call', status: 404 }]);
  });

  it('keeps an id a load balancer gave the request, and names the signed-in admin', async () => {
    const res = await fetch(`${b.baseUrl}/hero/active-list`, { headers: { 'X-Request-Id': 'lb-7f3a9c21e0' } });
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a9c21e0');
    expect(linesFor(res)).toHaveLength(1);
    const forged = await fetch(`${b.baseUrl}/hero/active-list`, { headers: { 'X-Request-Id': 'bad id <script>' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const login = await fetch(`${b.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: superAdmin.admin.email, password: superAdmin.password }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const me = await fetch(`${b.baseUrl}/admin/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(linesFor(me)).toMatchObject([{ path: '/api/admin/me', status: 200, adminId: superAdmin.admin._id }]);
  });

  it('never writes a password, a token, a query string or a case file name', async () => {
    const login = await fetch(`${b.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: superAdmin.admin.email, password: superAdmin.password }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await fetch(`${b.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: superAdmin.admin.email, password: 'Wrong#Password1' }),
    });
    await fetch(`${b.baseUrl}/hero/active-list?access_token=${token}`);
    const { fileNameForVPS, _id } = await book(b.baseUrl);
    expect((await sendCaseFile(b.baseUrl, fileNameForVPS, '%PDF-1.4 plan', 'Jane-Doe-CBCT-1961-04-02.pdf')).status).toBe(201);
    expect((await fetch(`${b.baseUrl}/booking/case-file/${_id}`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);

    // A scan sent with tus, bound to a booking and downloaded through its signed link: no name, token or signature.
    const pdf = Buffer.from('%PDF-1.4 scan\n%%EOF\n');
    const created = await fetch(`${b.baseUrl}/case-uploads`, {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(pdf.length),
        'Upload-Metadata': encodeUploadMetadata({ filename: 'John-Roe-CBCT-1958-11-30.pdf' }),
      },
    });
    const upload = { id: created.headers.get('location')!.split('/').pop()!, token: created.headers.get('case-upload-token')! };
    const tus = { 'Tus-Resumable': '1.0.0', 'Case-Upload-Token': upload.token };
    await fetch(`${b.baseUrl}/case-uploads/${upload.id}`, {
      method: 'PATCH',
      headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: new Uint8Array(pdf),
    });
    await fetch(`${b.baseUrl}/booking/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...bookingRequest(), uploadToken: upload.token, healthDataConsentVersion: await healthConsentVersion(b.baseUrl) }),
    });
    const link = await fetch(`${b.baseUrl}/case-uploads/${upload.id}/download-link`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    const { url } = ((await link.json()) as { data: { url: string } }).data;
    expect((await fetch(`${new URL(b.baseUrl).origin}${url}`)).status).toBe(200);
    const signature = new URL(url, 'http://x').searchParams.get('signature')!;

    const all = raw.join('');
    expect(all).toContain('/api/booking/case-file/');
    expect(all).toContain(`/api/case-uploads/${upload.id}/download`);
    for (const secret of [
      superAdmin.password,
      'Wrong#Password1',
      token,
      token.split('.')[2],
      'Jane-Doe',
      fileNameForVPS,
      'access_token',
      'John-Roe',
      upload.token,
      signature,
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});

describe('health and readiness', () => {
  const dirs: string[] = [];
  const servers: Server[] = [];
  const dbs: Knex[] = [];
  afterAll(async () => {
    for (const s of servers) await new Promise((resolve) => s.close(resolve));
    for (const db of dbs) await db.destroy();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  /** An app of its own over a migrated SQLite file, with the given storage. */
  async function instance(storage?: (dir: string) => FileStorage) {
    const dir = mkdtempSync(join(tmpdir(), 'novaguide-health-'));
    dirs.push(dir);
    const { loadConfig } = await import('../src/config');
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), SQLITE_FILE: join(dir, 'db.sqlite'), DIST_DIR: join(dir, 'dist') }, dir);
    const db = createDb(config.database);
    dbs.push(db);
    await migrate(db);
    const app = createApp({ db, config, storage: storage ? storage(dir) : new LocalDiskStorage(join(dir, 'uploads')) });
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    return { app, db, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }
  const probe = async (url: string) => {
    const res = await fetch(url);
    return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as { status: string; checks?: Record<string, string> } };
  };

  it('answers /healthz and /readyz outside /api when the database, its migrations and the storage are fine', async () => {
    const { base } = await instance();
    expect(await probe(`${base}/healthz`)).toEqual({ status: 200, cache: 'no-store', body: { status: 'ok' } });
    expect(await probe(`${base}/readyz`)).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok', accepting: 'ok' } },
    });
  });

  it('is not ready while the database is gone, a migration is pending, the storage fails or the instance is stopping', async () => {
    const pending = await instance();
    await pending.db('knex_migrations').where('name', '20261125000003_mail').delete();
    const notMigrated = await probe(`${pending.base}/readyz`);
    expect(notMigrated.status).toBe(503);
    expect(notMigrated.body).toMatchObject({ status: 'not ready', checks: { database: 'ok', migrations: 'pending' } });

    // A storage root under a plain file can never be created.
    const broken = await instance(() => new LocalDiskStorage('/dev/null/uploads'));
    const noStorage = await probe(`${broken.base}/readyz`);
    expect(noStorage.status).toBe(503);
    expect(noStorage.body.checks).toMatchObject({ database: 'ok', storage: 'failed' });

    const stopping = await instance();
    stopping.app.health.drain();
    expect((await probe(`${stopping.base}/readyz`)).body).toMatchObject({ status: 'not ready', checks: { accepting: 'no: shutting down' } });
    expect((await probe(`${stopping.base}/healthz`)).status).toBe(200);

    const gone = await instance();
    await gone.db.destroy();
    dbs.splice(dbs.indexOf(gone.db), 1);
    const noDatabase = await probe(`${gone.base}/readyz`);
    expect(noDatabase.status).toBe(503);
    expect(noDatabase.body.checks).toMatchObject({ database: 'failed', migrations: 'unknown: the database does not answer' });
    expect((await probe(`${gone.base}/healthz`)).status).toBe(200);
  });
});

describe('stopping on SIGTERM', () => {
  let child: ChildProcessWithoutNullStreams | undefined;
  let dir: string;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('finishes a slow request in flight, refuses new connections, closes the pool and exits 0 within 10 s', async () => {
    dir = mkdtempSync(join(tmpdir(), 'novaguide-sigterm-'));
    const server = serverProcess(process.execPath, ['--import', 'tsx', 'backend/src/server.ts'], dir, {
      SEED_DEMO: 'true',
      // No load balancer in front: no drain, it stops accepting at once (rolling-restart.test.ts covers the drain).
      SHUTDOWN_DRAIN_MS: '0',
    });
    child = server.child;
    const { exited } = server;
    const port = await server.port;

    // A visitor's booking whose body arrives slowly: half now, the rest after the SIGTERM.
    const body = JSON.stringify(bookingRequest());
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/booking/create',
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        },
        (res: IncomingMessage) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 40), async () => {
        try {
          // The server has this request in hand once it has answered a connection opened after it (it takes them
          // in order), and it has stopped listening once it says it is finishing the requests in flight.
          expect(await healthz(port)).toBe(200);
          const signalled = Date.now();
          child!.kill('SIGTERM');
          await vi.waitFor(() => expect(server.logged<LogLine>().map((l) => l.msg)).toContain('SIGTERM: finishing the requests in flight, then stopping'), {
            timeout: 5_000,
            interval: 20,
          });
          const probe = connect(port, '127.0.0.1');
          probe.on('connect', () => {
            probe.destroy();
            reject(new Error('a new connection was accepted after SIGTERM'));
          });
          probe.on('error', () => {
            req.end(body.slice(40));
            expect(Date.now() - signalled).toBeLessThan(5000);
          });
        } catch (e) {
          reject(e as Error);
        }
      });
    });

    const started = Date.now();
    const reply = await answer;
    expect(reply.status).toBe(201);
    expect(JSON.parse(reply.text)).toMatchObject({ success: true, data: { name: 'Dr. Ana Ruiz' } });
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    const logged = server.logged<LogLine>();
    const said = logged.map((l) => l.msg);
    expect(said).toContain('SIGTERM: finishing the requests in flight, then stopping');
    expect(logged).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/booking/create', status: 201 }));
    expect(said.at(-1), server.output()).toBe('Stopped');
  }, 60_000);
});
