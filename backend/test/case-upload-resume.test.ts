// Resumable case-file uploads with tus: a 12 MB upload whose connection is cut part-way resumes from the offset the
// server reports and ends with the source's SHA-256, on local disk (@tus/file-store) and on S3 (@tus/s3-store on
// s3rver, its parts recorded in the database), where a second instance, with its own store and no shared memory,
// resumes what the first one started.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, request, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type DataStore } from '@tus/server';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrate } from '../src/db/knex';
import { RecordedPartsS3Store } from '../src/services/case-files/recorded-parts-s3-store';
import { startS3rver, type TestS3 } from './s3';

const TUS = { 'Tus-Resumable': '1.0.0' };
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const source = randomBytes(12 * 1024 * 1024);

/** A tus server on a plain Node server, as the app mounts it. */
async function startTus(datastore: DataStore) {
  const tus = new Server({ path: '/api/case-uploads', datastore });
  const server = createServer((req, res) => void tus.handle(req, res));
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
const stop = (server: HttpServer) => new Promise((r) => server.close(r));

async function create(base: string, size: number) {
  const res = await fetch(`${base}/api/case-uploads`, { method: 'POST', headers: { ...TUS, 'Upload-Length': String(size) } });
  expect(res.status).toBe(201);
  return new URL(res.headers.get('location')!, base).pathname;
}

/**
 * A PATCH whose connection drops after `cutAfter` bytes have been sent, as a practice's line does: it is cut once the
 * store holds at least `kept` bytes of them (`stored` reads how many it holds), so the server has something to resume.
 */
function patchCut(base: string, path: string, body: Buffer, cutAfter: number, stored: () => Promise<number>, kept: number) {
  return new Promise<void>((resolve, reject) => {
    const req = request(`${base}${path}`, {
      method: 'PATCH',
      headers: { ...TUS, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream', 'Content-Length': String(body.length) },
    });
    req.on('error', () => resolve());
    req.on('response', () => resolve());
    req.write(body.subarray(0, cutAfter), async () => {
      const until = Date.now() + 10_000;
      while ((await stored().catch(() => 0)) < kept)
        if (Date.now() > until) return reject(new Error(`the store never held ${kept} bytes`));
        else await new Promise((r) => setTimeout(r, 10));
      req.destroy();
      resolve();
    });
  });
}

async function headOffset(base: string, path: string) {
  const res = await fetch(`${base}${path}`, { method: 'HEAD', headers: TUS });
  expect(res.status).toBe(200);
  return Number(res.headers.get('upload-offset'));
}

/**
 * The offset once the server has stored what reached it before the cut (it keeps those bytes, and may still be
 * writing them when the client comes back): the same answer twice, 200 ms apart.
 */
async function offsetOf(base: string, path: string) {
  let last = -1;
  for (;;) {
    const now = await headOffset(base, path);
    if (now === last) return now;
    last = now;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function patchRest(base: string, path: string, offset: number) {
  const res = await fetch(`${base}${path}`, {
    method: 'PATCH',
    headers: { ...TUS, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    body: source.subarray(offset),
  });
  expect(res.status).toBe(204);
  expect(Number(res.headers.get('upload-offset'))).toBe(source.length);
}

describe('an upload cut part-way, on local disk', () => {
  let dir: string;
  beforeAll(() => void (dir = mkdtempSync(join(tmpdir(), 'novaguide-tus-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('resumes from the offset the server kept and ends with the source SHA-256', async () => {
    const { url, server } = await startTus(new FileStore({ directory: dir }));
    try {
      const path = await create(url, source.length);
      const file = join(dir, path.split('/').pop()!);
      await patchCut(url, path, source, 7 * 1024 * 1024, async () => statSync(file).size, 1);
      const offset = await offsetOf(url, path);
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThan(source.length);
      await patchRest(url, path, offset);
      expect(sha256(readFileSync(join(dir, path.split('/').pop()!)))).toBe(sha256(source));
    } finally {
      await stop(server);
    }
  });
});

describe('an upload cut part-way, on S3', () => {
  let s3: TestS3;
  let db: Knex;
  let dir: string;
  beforeAll(async () => {
    s3 = await startS3rver();
    dir = mkdtempSync(join(tmpdir(), 'novaguide-tus-db-'));
    db = createDb({ client: 'better-sqlite3', filename: join(dir, 'test.sqlite') });
    await migrate(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const store = () =>
    new RecordedPartsS3Store(
      {
        partSize: 5 * 1024 * 1024,
        s3ClientConfig: {
          bucket: s3.bucket,
          region: 'us-east-1',
          endpoint: s3.endpoint,
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        },
      },
      db,
    );

  it('is resumed by a second instance and ends with the source SHA-256', async () => {
    const firstStore = store();
    const first = await startTus(firstStore);
    const second = await startTus(store());
    try {
      const path = await create(first.url, source.length);
      const id = path.split('/').pop()!;
      // Its first 5 MB part is on S3 before the line drops.
      await patchCut(first.url, path, source, 7 * 1024 * 1024, async () => (await firstStore.getUpload(id)).offset, 5 * 1024 * 1024);
      const offset = await offsetOf(second.url, path);
      expect(offset).toBeGreaterThanOrEqual(5 * 1024 * 1024);
      expect(offset).toBeLessThan(source.length);
      await patchRest(second.url, path, offset);
      const stored = Buffer.from(await (await fetch(`${s3.endpoint}/${s3.bucket}/${path.split('/').pop()}`)).arrayBuffer());
      expect(stored.length).toBe(source.length);
      expect(sha256(stored)).toBe(sha256(source));
    } finally {
      await Promise.all([stop(first.server), stop(second.server)]);
    }
  });
});
