// Nothing kept from a refused request (ADR 0003): a multipart body is read only after the caller is authenticated and
// the call's parameters are valid, into memory, within the call's own size limit; nothing of it is written to the
// temporary folder. The test points the process's temporary folder (TMPDIR, which os.tmpdir() and the upload parser
// read) at a fresh one and counts its entries around 100 refused uploads and a few accepted ones.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '../../contract-tests/support/operation-calls';
import type { TestBackend } from './harness';

const folder = mkdtempSync(join(process.env.TMPDIR ?? '/tmp', 'novaguide-tmp-count-'));
const previousTmp = process.env.TMPDIR;
process.env.TMPDIR = folder;

const MB = 1024 * 1024;
let b: TestBackend;
let token: string;

beforeAll(async () => {
  // Imported only now, so every module the app loads sees the fresh temporary folder.
  const { startTestBackend } = await import('./harness');
  const { signInAsDemoAdmin } = await import('./admin-session');
  const { tmpdir } = await import('node:os');
  expect(tmpdir()).toBe(folder);
  b = await startTestBackend();
  token = await signInAsDemoAdmin(b.baseUrl);
}, 60_000);

afterAll(async () => {
  await b?.close();
  process.env.TMPDIR = previousTmp;
  rmSync(folder, { recursive: true, force: true });
});

const entries = () => readdirSync(folder).sort();

function form(field: string, bytes: Uint8Array, name: string, type: string) {
  const body = new FormData();
  body.append(field, new Blob([bytes as BlobPart], { type }), name);
  return body;
}

async function post(path: string, body: FormData, bearer?: string) {
  const res = await fetch(`${b.baseUrl}${path}`, { method: 'POST', body, headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as { success: boolean; message: string; errors?: { field: string }[] }) : undefined };
}

const IMAGE_UPLOADS: [string, string][] = [
  ['/files/images', 'image'],
  ['/service-details/upload-image', 'image'],
  ['/files/logo-upload', 'logo'],
];

describe('security: nothing kept from a refused multipart request', () => {
  it('leaves the temporary folder as it was after 100 refused uploads, and after accepted ones', async () => {
    const before = entries();
    const twoMb = new Uint8Array(2 * MB).fill(0x42);
    const sixMb = new Uint8Array(6 * MB);
    sixMb.set(SAMPLE_FILES.png);
    const kinds: [string, () => Promise<{ status: number; body?: { errors?: { field: string }[] } }>, number][] = [
      ['no token', () => post('/files/images', form('image', twoMb, 'big.png', 'image/png')), 401],
      ['a wrong token', () => post('/files/images', form('image', twoMb, 'big.png', 'image/png'), 'not-a-token'), 401],
      ['a wrong type', () => post('/files/images', form('image', SAMPLE_FILES.disguisedExe, 'photo.png', 'image/png'), token), 415],
      ['too large', () => post('/service-details/upload-image', form('image', sixMb, 'huge.png', 'image/png'), token), 413],
      ['an empty file', () => post('/files/images', form('image', new Uint8Array(0), 'empty.png', 'image/png'), token), 400],
    ];
    for (let round = 0; round < 20; round++) {
      for (const [kind, send, status] of kinds) {
        const res = await send();
        expect(res.status, `${kind}, round ${round}`).toBe(status);
      }
    }
    expect(entries()).toEqual(before);

    for (const [path, field] of IMAGE_UPLOADS) {
      const res = await post(path, form(field, SAMPLE_FILES.png, 'dot.png', 'image/png'), token);
      expect(res.status, path).toBe(201);
    }
    expect(entries()).toEqual(before);
  }, 120_000);

  it('answers an empty file on the three image uploads 401 without a token and 400 naming the field with one', async () => {
    for (const [path, field] of IMAGE_UPLOADS) {
      const empty = () => form(field, new Uint8Array(0), 'empty.png', 'image/png');
      const anonymous = await post(path, empty());
      expect(anonymous.status, path).toBe(401);
      const signedIn = await post(path, empty(), token);
      expect(signedIn, path).toMatchObject({ status: 400, body: { success: false, errors: [{ field }] } });
    }
  });

  it("refuses a file over the call's own limit (413 naming the field) and more than one file (400)", async () => {
    const over = new Uint8Array(5 * MB + 1);
    over.set(SAMPLE_FILES.png);
    const big = await post('/files/images', form('image', over, 'over.png', 'image/png'), token);
    expect(big).toMatchObject({ status: 413, body: { success: false, errors: [{ field: 'image' }] } });
    const two = form('image', SAMPLE_FILES.png, 'a.png', 'image/png');
    two.append('image', new Blob([SAMPLE_FILES.png as BlobPart], { type: 'image/png' }), 'b.png');
    expect((await post('/files/images', two, token)).status).toBe(400);
  });
});
