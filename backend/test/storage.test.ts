// One suite for every FileStorage: local disk and an S3-compatible bucket (s3rver, started here). The storage
// itself (bytes in and out, missing keys, unsafe keys, URLs, the readiness probe), then a real app on it: a
// logo uploaded through the API is served at its /uploads URL, and a booking's case file only to an admin.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '../../contract-tests/support/operation-calls';
import { ConfigError, loadConfig } from '../src/config';
import { createStorage, LocalDiskStorage, type FileStorage } from '../src/storage';
import { S3Storage } from '../src/storage/s3-storage';
import { signInAsDemoAdmin } from './admin-session';
import { startTestBackend, type TestBackend } from './harness';
import { book } from './visitor';
import { startS3rver } from './s3';

interface Subject {
  storage: FileStorage;
  /** Storages of the same kind that cannot be used, each with what check() must say. */
  unusable: { storage: FileStorage; message: RegExp }[];
  close(): Promise<void>;
}

const implementations: { name: string; start(): Promise<Subject> }[] = [
  {
    name: 'local disk',
    async start() {
      const dir = mkdtempSync(join(tmpdir(), 'novaguide-storage-'));
      writeFileSync(join(dir, 'a-file'), 'not a folder');
      return {
        storage: new LocalDiskStorage(join(dir, 'uploads')),
        unusable: [{ storage: new LocalDiskStorage(join(dir, 'a-file', 'uploads')), message: /ENOTDIR|EEXIST/ }],
        close: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 's3rver',
    async start() {
      const s3 = await startS3rver();
      const storage = s3.storage();
      const missingBucket = new S3Storage({ bucket: 'no-such-bucket', region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, ...fakeKeys });
      const refused = new S3Storage({
        bucket: s3.bucket,
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${await closedPort()}`,
        forcePathStyle: true,
        ...fakeKeys,
      });
      return {
        storage,
        unusable: [
          { storage: missingBucket, message: /no-such-bucket" does not exist/ },
          { storage: refused, message: /is not reachable/ },
        ],
        async close() {
          missingBucket.close();
          refused.close();
          await s3.close();
        },
      };
    },
  },
];

const fakeKeys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A port nothing listens on. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Bytes of every value, a few hundred KB of them. */
function binary(size: number) {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 8)) & 0xff;
  return bytes;
}

describe.each(implementations)('$name storage', ({ start }) => {
  let subject: Subject;
  let storage: FileStorage;
  beforeAll(async () => {
    subject = await start();
    storage = subject.storage;
  });
  afterAll(() => subject?.close());

  it('gives back the bytes it was given', async () => {
    const bytes = binary(300 * 1024);
    await storage.put('private/case-files/scan.bin', bytes);
    const back = await storage.get('private/case-files/scan.bin');
    expect(back).not.toBeNull();
    expect(Buffer.compare(back!, Buffer.from(bytes))).toBe(0);

    const opened = await storage.open('private/case-files/scan.bin');
    expect(opened?.size).toBe(bytes.length);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.body) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.compare(Buffer.concat(chunks), Buffer.from(bytes))).toBe(0);
  });

  it('replaces a file put again under the same key', async () => {
    await storage.put('public/logos/again.png', new TextEncoder().encode('first'));
    await storage.put('public/logos/again.png', new TextEncoder().encode('second'));
    expect((await storage.get('public/logos/again.png'))?.toString()).toBe('second');
  });

  it('answers null for a key it does not have, and after a delete', async () => {
    expect(await storage.get('public/logos/never-stored.png')).toBeNull();
    expect(await storage.open('public/logos/never-stored.png')).toBeNull();
    await storage.put('public/logos/gone.png', SAMPLE_FILES.png);
    await storage.delete('public/logos/gone.png');
    expect(await storage.get('public/logos/gone.png')).toBeNull();
    await expect(storage.delete('public/logos/gone.png')).resolves.toBeUndefined();
    await expect(storage.delete('private/case-files/never-stored.pdf')).resolves.toBeUndefined();
  });

  it.each([
    '../x',
    'public/../private/x',
    'private/case-files/a/b',
    '/etc/passwd',
    '/tmp/public/logos/a.png',
    'public/logos/..',
    'other/logos/a.png',
    'public/logos/',
  ])('refuses the unsafe key %s', async (key) => {
    await expect(storage.put(key, SAMPLE_FILES.png)).rejects.toThrow('Unsafe storage key');
    await expect(storage.get(key)).rejects.toThrow('Unsafe storage key');
    await expect(storage.open(key)).rejects.toThrow('Unsafe storage key');
    await expect(storage.delete(key)).rejects.toThrow('Unsafe storage key');
    expect(() => storage.publicUrl(key)).toThrow('Unsafe storage key');
  });

  it('gives a public key its /uploads URL and a private key none', () => {
    expect(storage.publicUrl('public/logos/abc.png')).toBe('/uploads/logos/abc.png');
    expect(storage.publicUrl('private/case-files/abc.pdf')).toBeNull();
  });

  it('passes its readiness check, and fails it when it cannot store files', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    for (const { storage: broken, message } of subject.unusable) await expect(broken.check()).rejects.toThrow(message);
  });

  describe('behind the app', () => {
    let b: TestBackend;
    let site: string;
    let token: string;
    beforeAll(async () => {
      b = await startTestBackend({ storage });
      site = b.baseUrl.replace(/\/api$/, '');
      token = await signInAsDemoAdmin(b.baseUrl);
    });
    afterAll(() => b?.close());

    const upload = (field: Record<string, string>, bytes: Uint8Array, name: string, type: string, auth?: string) => {
      const form = new FormData();
      form.append('logo', new File([bytes as BlobPart], name, { type }));
      for (const [k, v] of Object.entries(field)) form.append(k, v);
      return fetch(`${b.baseUrl}/files/logo-upload`, { method: 'POST', headers: auth ? { Authorization: `Bearer ${auth}` } : {}, body: form });
    };

    it('serves an uploaded logo at its /uploads URL, cached for a year, and answers 304 when unchanged', async () => {
      const res = await upload({}, SAMPLE_FILES.png, 'clinic-logo.png', 'image/png', token);
      expect(res.status).toBe(201);
      const { fileUrl } = ((await res.json()) as { data: { fileUrl: string } }).data;
      expect(fileUrl).toMatch(/^\/uploads\/logos\/[A-Za-z0-9-]+\.png$/);

      const served = await fetch(`${site}${fileUrl}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('content-length')).toBe(String(SAMPLE_FILES.png.length));
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toContain('sandbox');
      expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), Buffer.from(SAMPLE_FILES.png))).toBe(0);

      const etag = served.headers.get('etag');
      const lastModified = served.headers.get('last-modified');
      expect(etag).toBeTruthy();
      expect(lastModified).toBeTruthy();
      const revalidated = await rawGet(`${site}${fileUrl}`, { 'If-None-Match': etag! });
      expect(revalidated).toMatchObject({ status: 304, body: '' });
      expect(revalidated.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await rawGet(`${site}${fileUrl}`, { 'If-Modified-Since': lastModified! })).status).toBe(304);
      expect((await rawGet(`${site}${fileUrl}`, { 'If-None-Match': '"something-else"' })).status).toBe(200);
      expect((await rawGet(`${site}${fileUrl}`, { 'If-None-Match': etag!, 'Cache-Control': 'no-cache' })).status).toBe(200);

      const head = await fetch(`${site}${fileUrl}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(SAMPLE_FILES.png.length));
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    });

    it('never serves a private file under /uploads, whatever the path says', async () => {
      await storage.put('private/case-files/secret.pdf', new TextEncoder().encode('%PDF private'));
      await storage.put('public/logos/.hidden', new TextEncoder().encode('hidden'));
      for (const path of [
        '/uploads/../private/case-files/secret.pdf',
        '/uploads/%2e%2e/private/case-files/secret.pdf',
        '/uploads/..%2Fprivate%2Fcase-files%2Fsecret.pdf',
        '/uploads/logos/..%2F..%2Fprivate%2Fcase-files%2Fsecret.pdf',
        '/uploads/private/case-files/secret.pdf',
        '/uploads/case-files/secret.pdf',
        '/uploads/logos/.hidden',
        '/private/case-files/secret.pdf',
      ]) {
        const res = await rawGet(`${site}${path}`);
        expect(res.status, path).toBe(404);
        expect(res.body, path).not.toContain('private');
        expect(res.body, path).not.toContain('hidden');
      }
    });

    it("keeps a booking's case file private: the admin downloads it, /uploads does not serve it", async () => {
      const { _id, fileNameForVPS } = await book(b.baseUrl);
      expect((await upload({ customFileName: fileNameForVPS }, SAMPLE_FILES.pdf, 'cbct-report.pdf', 'application/pdf')).status).toBe(201);

      const download = await fetch(`${b.baseUrl}/booking/case-file/${_id}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(download.status).toBe(200);
      expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), Buffer.from(SAMPLE_FILES.pdf))).toBe(0);
      expect((await fetch(`${b.baseUrl}/booking/case-file/${_id}`)).status).toBe(401);

      // It is in this storage, under private/, and no /uploads path reaches it.
      const { case_file_key: key } = (await b.db('bookings').where('id', _id).first()) as { case_file_key: string };
      expect(key).toMatch(/^private\/case-files\//);
      expect((await storage.get(key))?.length).toBe(SAMPLE_FILES.pdf.length);
      expect(storage.publicUrl(key)).toBeNull();
      for (const path of [`/uploads/${key.slice('private/'.length)}`, `/uploads/../${key}`, `/uploads/${key}`]) {
        expect((await rawGet(`${site}${path}`)).status, path).toBe(404);
      }
    });
  });
});

describe('storage configuration', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), UPLOADS_DIR: '/srv/uploads' };

  it('keeps files on local disk in UPLOADS_DIR without S3_BUCKET', () => {
    const config = loadConfig(base, '/srv');
    expect(config.storage).toEqual({ kind: 'local', dir: '/srv/uploads' });
    expect(createStorage(config)).toBeInstanceOf(LocalDiskStorage);
  });

  it('selects S3 with S3_BUCKET: us-east-1, the default credential chain, path style only with an endpoint', () => {
    const aws = loadConfig({ ...base, S3_BUCKET: 'novaguide-files' }, '/srv');
    expect(aws.storage).toEqual({ kind: 's3', bucket: 'novaguide-files', region: 'us-east-1', forcePathStyle: false });
    expect(createStorage(aws)).toBeInstanceOf(S3Storage);
    const minio = loadConfig(
      { ...base, S3_BUCKET: 'files', S3_REGION: 'eu-west-1', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' },
      '/srv',
    );
    expect(minio.storage).toEqual({
      kind: 's3',
      bucket: 'files',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...base, S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({
      forcePathStyle: false,
    });
  });

  it('names each bad S3 value', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
        return [];
      } catch (e) {
        if (!(e instanceof ConfigError)) throw e;
        return e.problems;
      }
    };
    expect(problems({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' })).toEqual([
      expect.stringContaining('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'),
    ]);
    expect(problems({ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'secret' })).toEqual([
      expect.stringContaining('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'),
    ]);
    expect(problems({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toEqual([expect.stringContaining('S3_ENDPOINT must be an address')]);
    expect(problems({ S3_BUCKET: 's3://files/uploads' })).toEqual([expect.stringContaining('S3_BUCKET must be')]);
  });
});

/**
 * A request sent exactly as written: fetch would resolve a `..` in the path first, and adds `Cache-Control:
 * no-cache` to a conditional request (which rightly makes the server answer 200, not 304).
 */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { hostname, port } = new URL(url);
  const path = url.slice(url.indexOf('/', 'http://'.length));
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}
