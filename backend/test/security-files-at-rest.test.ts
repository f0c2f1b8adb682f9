// Patients' files at rest (ADR 0005): on local disk a case file and its metadata are the server user's alone; on S3
// every object the app writes asks the bucket for server-side encryption (seen on the wire, between the app and
// s3rver); with CASE_FILE_RETENTION_DAYS a closed booking's case files are deleted that many days after it was closed,
// each deletion in the activity log, and a booking still open or reopened keeps them.
import { readdirSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendTarget } from './contract-target';
import { startCaseUpload } from '../../contract-tests/support/operation-calls';
import { signInAsDemoAdmin } from './admin-session';
import { binaryStl } from '../../contract-tests/support/case-files';
import { mysqlAvailable, mysqlDatabase, startTestBackend, type TestBackend } from './harness';
import { healthConsentVersion } from './visitor';
import { makePhoto } from './photo';
import { startS3rver, type TestS3 } from './s3';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const DAY_MS = 24 * 60 * 60 * 1000;
const mysql = await mysqlAvailable();
if (!mysql && process.env.REQUIRE_MYSQL) throw new Error('REQUIRE_MYSQL is set but MySQL does not answer');
const BOOKING = {
  name: 'Dr. Marta Ruiz',
  email: 'marta@clinica-ruiz.example',
  phone: '+34 91 555 0142',
  subject: 'Full arch, upper',
  date: '2026-12-16',
  time: '10:00',
};

const othersMayReach = (path: string) => (statSync(path).mode & 0o077) !== 0;

async function call(b: TestBackend, token: string, method: string, path: string, json?: unknown) {
  const res = await fetch(`${b.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(json ? { 'Content-Type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** A booking sent with two case files (an STL scan, then a second scan), as the form sends it. */
async function bookWithFiles(b: TestBackend) {
  const first = await startCaseUpload(backendTarget(b), { complete: true, bytes: new Uint8Array(binaryStl(12)), name: 'upper-arch.stl' });
  const second = await startCaseUpload(backendTarget(b), { complete: true, bytes: new Uint8Array(binaryStl(30)), name: 'lower-arch.stl', token: first.token });
  const res = await fetch(`${b.baseUrl}/booking/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...BOOKING, uploadToken: first.token, healthDataConsentVersion: await healthConsentVersion(b.baseUrl) }),
  });
  expect(res.status).toBe(201);
  return { id: ((await res.json()) as Json).data._id as string, uploads: [first.id, second.id] };
}

describe('case files on local disk', () => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startTestBackend();
  });
  afterAll(() => b.close());

  it('are readable by the server user only: the folders 0700, each upload and its metadata 0600', async () => {
    const { id } = await startCaseUpload(backendTarget(b), { complete: true, bytes: new Uint8Array(binaryStl(5)), name: 'scan.stl' });
    const folder = join(b.config.uploadsDir, 'private', 'case-uploads');
    const paths = [join(b.config.uploadsDir, 'private'), folder, join(folder, id), join(folder, `${id}.json`)];
    expect(readdirSync(folder)).toEqual(expect.arrayContaining([id, `${id}.json`]));
    expect(paths.filter(othersMayReach)).toEqual([]);
  });
});

describe.each([
  { database: 'SQLite', onMysql: false },
  { database: 'MySQL', onMysql: true },
])('case files under the retention setting, on $database', ({ onMysql }) => {
  if (onMysql && !mysql) return;
  let b: TestBackend;
  let token: string;
  beforeAll(async () => {
    b = await startTestBackend({
      env: { CASE_FILE_RETENTION_DAYS: '30' },
      ...(onMysql ? { mysqlUrl: await mysqlDatabase('novaguide_retention') } : {}),
    });
    token = await signInAsDemoAdmin(b.baseUrl);
  });
  afterAll(() => b.close());

  const filesOf = async (id: string) => (await call(b, token, 'GET', `/booking/${id}`)).body.data.caseUploads as Json[];
  const retentionEvents = async () => (await b.db('activity_events').where('action', 'case-file-retention')).length;

  it('deletes a closed booking’s case files the set number of days after it was closed, each in the activity log', async () => {
    const booking = await bookWithFiles(b);
    const open = await bookWithFiles(b);
    expect(await filesOf(booking.id)).toHaveLength(2);
    const closedAt = Date.now();
    expect((await call(b, token, 'PUT', `/booking/status/${booking.id}`, { status: 'completed' })).status).toBe(200);
    const before = await retentionEvents();

    await b.caseUploads.sweep(closedAt + 29 * DAY_MS);
    expect(await filesOf(booking.id)).toHaveLength(2);

    await b.caseUploads.sweep(closedAt + 31 * DAY_MS);
    expect(await filesOf(booking.id)).toEqual([]);
    for (const id of booking.uploads) await expect(b.caseUploads.store.stream(id).then((s) => s.toArray())).rejects.toThrow();
    expect(await filesOf(open.id)).toHaveLength(2);

    const events = (await call(b, token, 'GET', '/activity?category=inbox')).body.data as Json[];
    const mine = events.filter((e) => e.action === 'case-file-retention' && e.recordId === booking.id);
    expect(mine).toHaveLength(2);
    expect(mine[0].summary).toMatch(/^Deleted a case file \(STL mesh, .+\) of the booking from Dr\. Marta Ruiz, 30 days after it was closed \(retention\)$/);
    expect(await retentionEvents()).toBe(before + 2);
  });

  it('counts from the last closing: a booking reopened keeps its files, and an older single case file goes too', async () => {
    const booking = await bookWithFiles(b);
    expect((await call(b, token, 'PUT', `/booking/status/${booking.id}`, { status: 'cancelled' })).status).toBe(200);
    expect((await call(b, token, 'PUT', `/booking/status/${booking.id}`, { status: 'confirmed' })).status).toBe(200);
    await b.caseUploads.sweep(Date.now() + 365 * DAY_MS);
    expect(await filesOf(booking.id)).toHaveLength(2);

    await backendTarget(b).giveCaseFile!(booking.id);
    expect((await fetch(`${b.baseUrl}/booking/case-file/${booking.id}`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await call(b, token, 'PUT', `/booking/status/${booking.id}`, { status: 'completed' })).status).toBe(200);
    await b.caseUploads.sweep(Date.now() + 31 * DAY_MS);
    expect(await filesOf(booking.id)).toEqual([]);
    expect((await fetch(`${b.baseUrl}/booking/case-file/${booking.id}`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(404);
    expect(await b.storage.get(`private/case-files/${booking.id}.pdf`)).toBeNull();
  });
});

describe('without the retention setting', () => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startTestBackend();
  });
  afterAll(() => b.close());

  it('keeps a closed booking’s case files however long ago it was closed', async () => {
    const token = await signInAsDemoAdmin(b.baseUrl);
    const booking = await bookWithFiles(b);
    expect((await call(b, token, 'PUT', `/booking/status/${booking.id}`, { status: 'completed' })).status).toBe(200);
    await b.caseUploads.sweep(Date.now() + 3650 * DAY_MS);
    expect((await call(b, token, 'GET', `/booking/${booking.id}`)).body.data.caseUploads).toHaveLength(2);
  });
});

/** A proxy between the app and s3rver that notes each request's method, path and encryption header. */
async function recordingProxy(upstream: string) {
  const seen: { method: string; path: string; sse?: string; kms?: string }[] = [];
  const target = new URL(upstream);
  const server: Server = createServer((req, res) => {
    seen.push({
      method: req.method!,
      path: req.url!,
      sse: req.headers['x-amz-server-side-encryption'] as string | undefined,
      kms: req.headers['x-amz-server-side-encryption-aws-kms-key-id'] as string | undefined,
    });
    const out = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    req.pipe(out);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('files on S3 with S3_SSE', () => {
  let s3: TestS3;
  let proxy: Awaited<ReturnType<typeof recordingProxy>>;
  let b: TestBackend;
  beforeAll(async () => {
    s3 = await startS3rver();
    proxy = await recordingProxy(s3.endpoint);
    b = await startTestBackend({ env: { ...s3.env, S3_ENDPOINT: proxy.endpoint, S3_SSE: 'aws:kms', S3_SSE_KMS_KEY_ID: 'alias/novaguide-case-files' } });
  });
  afterAll(async () => {
    await b.close();
    await proxy.close();
    await s3.close();
  });

  it('asks for encryption on every object the app writes (images, their variants, case files and tus records), and reads them back', async () => {
    const token = await signInAsDemoAdmin(b.baseUrl);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await makePhoto({ width: 800, height: 600 }))], { type: 'image/jpeg' }), 'implant.jpg');
    expect((await fetch(`${b.baseUrl}/files/images`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })).status).toBe(201);
    await b.variants.idle();
    const stl = new Uint8Array(binaryStl(40));
    const upload = await startCaseUpload(backendTarget(b), { complete: true, bytes: stl, name: 'scan.stl' });

    const writes = proxy.seen.filter((r) => r.method === 'PUT' && !/[?&](partNumber|uploadId)=/.test(r.path));
    const multipartStarts = proxy.seen.filter((r) => r.method === 'POST' && /[?&]uploads(=|&|$)/.test(r.path));
    expect(writes.length).toBeGreaterThan(2);
    expect(multipartStarts).toHaveLength(1);
    expect([...writes, ...multipartStarts].filter((r) => r.sse !== 'aws:kms' || r.kms !== 'alias/novaguide-case-files')).toEqual([]);

    const back = Buffer.concat(await (await b.caseUploads.store.stream(upload.id)).toArray());
    expect(back.equals(Buffer.from(stl))).toBe(true);
  });

  it('refuses an encryption it does not know, and a KMS key without aws:kms, at start', async () => {
    const { loadConfig } = await import('../src/config');
    expect(() => loadConfig({ ...s3.env, NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), S3_SSE: 'rot13' })).toThrow(/S3_SSE must be AES256 or aws:kms/);
    expect(() => loadConfig({ ...s3.env, NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), S3_SSE: 'AES256', S3_SSE_KMS_KEY_ID: 'k' })).toThrow(
      /S3_SSE_KMS_KEY_ID needs S3_SSE=aws:kms/,
    );
  });
});
