// Case files through the app's tus mount (ADR 0027), on local disk and on S3 (s3rver): a file sent in two PATCHes
// arrives complete with its SHA-256 and kind, a DICOM zip with its summary; a renamed executable and a zip bomb
// are refused and their bytes deleted; a token reaches only its own uploads and binds them to one booking; the
// team downloads through a short-lived link that the activity log records; unbound uploads are swept after a day.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeUploadMetadata, UNBOUND_UPLOAD_LIFETIME_MS } from '@shared/contract/case-files';
import { startTestBackend, type TestBackend } from './harness';
import { healthConsentVersion } from './visitor';
import { signInAsDemoAdmin } from './admin-session';
import { binaryStl, dicomSeriesZip, executable, zipBomb } from '../../contract-tests/support/case-files';
import { startS3rver, type TestS3 } from './s3';

const TUS = { 'Tus-Resumable': '1.0.0' };
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const BOOKING = {
  name: 'Dr. Lena Hoffmann',
  email: 'lena@praxis-hoffmann.example',
  phone: '+49 30 5550 1234',
  subject: 'Guide for 46',
  date: '2026-12-10',
  time: '09:30',
};

interface Created {
  id: string;
  token: string;
}

async function createUpload(api: string, name: string, size: number, token?: string): Promise<Created> {
  const res = await fetch(`${api}/case-uploads`, {
    method: 'POST',
    headers: {
      ...TUS,
      'Upload-Length': String(size),
      'Upload-Metadata': encodeUploadMetadata({ filename: name }),
      ...(token ? { 'Case-Upload-Token': token } : {}),
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return { id: res.headers.get('location')!.split('/').pop()!, token: res.headers.get('case-upload-token')! };
}

async function patch(api: string, { id, token }: Created, offset: number, bytes: Buffer) {
  return fetch(`${api}/case-uploads/${id}`, {
    method: 'PATCH',
    headers: { ...TUS, 'Case-Upload-Token': token, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  });
}

async function send(api: string, name: string, bytes: Buffer, token?: string) {
  const upload = await createUpload(api, name, bytes.length, token);
  const res = await patch(api, upload, 0, bytes);
  expect(res.status, await res.clone().text()).toBe(204);
  return upload;
}

async function status(api: string, { id, token }: Created) {
  const res = await fetch(`${api}/case-uploads/${id}`, { headers: { 'Case-Upload-Token': token } });
  return { res, body: (await res.json()) as { data: Record<string, unknown>; message?: string } };
}

/** A booking sent with the token's files and the health-data consent the form asks for. */
async function book(api: string, uploadToken?: string) {
  const json = { ...BOOKING, uploadToken, healthDataConsentVersion: await healthConsentVersion(api) };
  return fetch(`${api}/booking/create`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) });
}

function suite(name: string, start: () => Promise<TestBackend>) {
  describe(`case uploads on ${name}`, () => {
    let b: TestBackend;
    beforeAll(async () => void (b = await start()), 60_000);
    afterAll(() => b?.close());

    it('takes a file in two PATCHes, resumable from HEAD, and knows it by content with its SHA-256', async () => {
      const stl = binaryStl(40_000); // 2 MB
      const upload = await createUpload(b.baseUrl, 'lower-arch.stl', stl.length);
      expect(upload.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await patch(b.baseUrl, upload, 0, stl.subarray(0, 700_000))).status).toBe(204);
      const head = await fetch(`${b.baseUrl}/case-uploads/${upload.id}`, { method: 'HEAD', headers: { ...TUS, 'Case-Upload-Token': upload.token } });
      expect(head.status).toBe(200);
      expect(head.headers.get('upload-offset')).toBe('700000');
      expect(head.headers.get('upload-length')).toBe(String(stl.length));
      expect((await status(b.baseUrl, upload)).body.data).toMatchObject({ state: 'uploading', offset: 700_000, size: stl.length });
      // A PATCH from the wrong offset is refused, in the API's JSON envelope.
      const wrong = await patch(b.baseUrl, upload, 0, stl.subarray(0, 10));
      expect(wrong.status).toBe(409);
      expect(await wrong.json()).toMatchObject({ success: false, message: 'Upload-Offset must be 700000, the bytes already received.' });
      expect((await patch(b.baseUrl, upload, 700_000, stl.subarray(700_000))).status).toBe(204);
      const { body } = await status(b.baseUrl, upload);
      expect(body.data).toMatchObject({
        state: 'complete',
        kind: 'stl',
        mimeType: 'model/stl',
        sha256: sha256(stl),
        size: stl.length,
        offset: stl.length,
        problem: null,
      });
    });

    it('reads a DICOM series zip and shows its summary, without patient data', async () => {
      const zip = dicomSeriesZip(24);
      const upload = await send(b.baseUrl, 'hoffmann-cbct.zip', zip);
      const { body } = await status(b.baseUrl, upload);
      expect(body.data).toMatchObject({ state: 'complete', kind: 'dicom-zip', sha256: sha256(zip) });
      expect(body.data.dicom).toEqual({ modality: 'CT', slices: 24, rows: 4, columns: 4, sliceThicknessMm: 0.3 });
    });

    it('refuses a renamed executable and a zip bomb, says why, and deletes their bytes', async () => {
      const exe = await send(b.baseUrl, 'upper-arch.stl', executable());
      expect((await status(b.baseUrl, exe)).body.data).toMatchObject({
        state: 'refused',
        problem: "The file's content is not what its name (.stl) says.",
        sha256: null,
      });
      const bomb = await send(b.baseUrl, 'cbct.zip', zipBomb(), exe.token);
      expect((await status(b.baseUrl, bomb)).body.data).toMatchObject({
        state: 'refused',
        problem: 'The zip declares more data than it can hold (a zip bomb) and was refused.',
      });
      if (b.config.storage.kind === 'local') {
        expect(existsSync(join(b.config.storage.dir, 'private', 'case-uploads', exe.id))).toBe(false);
        expect(existsSync(join(b.config.storage.dir, 'private', 'case-uploads', bomb.id))).toBe(false);
      }
      // Refused before any byte: an ending not accepted, a file over the limit.
      const res = await fetch(`${b.baseUrl}/case-uploads`, {
        method: 'POST',
        headers: { ...TUS, 'Upload-Length': '10', 'Upload-Metadata': encodeUploadMetadata({ filename: 'setup.exe' }) },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, message: 'Files ending in .exe are not accepted.', errors: [{ field: 'Upload-Metadata' }] });
      const big = await fetch(`${b.baseUrl}/case-uploads`, {
        method: 'POST',
        headers: { ...TUS, 'Upload-Length': String(3 * 1024 ** 3), 'Upload-Metadata': encodeUploadMetadata({ filename: 'cbct.zip' }) },
      });
      expect(big.status).toBe(413);
      expect(await big.json()).toMatchObject({ message: 'The file is larger than 2 GB, the most one file may be.' });
    });

    it("binds a token's files to one booking; another token reaches none of them, and a used token binds nothing", async () => {
      const mine = await send(b.baseUrl, 'scan.stl', binaryStl(10));
      const theirs = await send(b.baseUrl, 'other.stl', binaryStl(12));
      // Another token's upload does not exist for me: HEAD, PATCH, GET, DELETE.
      const asMine = { id: theirs.id, token: mine.token };
      expect((await fetch(`${b.baseUrl}/case-uploads/${theirs.id}`, { method: 'HEAD', headers: { ...TUS, 'Case-Upload-Token': mine.token } })).status).toBe(
        404,
      );
      expect((await status(b.baseUrl, asMine)).res.status).toBe(404);
      expect((await patch(b.baseUrl, asMine, 0, Buffer.from('x'))).status).toBe(404);
      expect((await fetch(`${b.baseUrl}/case-uploads/${theirs.id}`, { method: 'DELETE', headers: { ...TUS, 'Case-Upload-Token': mine.token } })).status).toBe(
        404,
      );

      const first = await book(b.baseUrl, mine.token);
      expect(first.status).toBe(201);
      const booking = ((await first.json()) as { data: { _id: string; caseUploads: { _id: string }[] } }).data;
      expect(booking.caseUploads.map((u) => u._id)).toEqual([mine.id]);
      // The token is used up: a second booking with it stores nothing, and it starts no new upload.
      const before = await b.db('bookings').count({ n: '*' }).first();
      const again = await book(b.baseUrl, mine.token);
      expect(again.status).toBe(403);
      expect(await b.db('bookings').count({ n: '*' }).first()).toEqual(before);
      const late = await fetch(`${b.baseUrl}/case-uploads`, {
        method: 'POST',
        headers: { ...TUS, 'Upload-Length': '10', 'Upload-Metadata': encodeUploadMetadata({ filename: 'x.stl' }), 'Case-Upload-Token': mine.token },
      });
      expect(late.status).toBe(403);
      // Files of a sent booking cannot be cancelled by the visitor.
      expect((await fetch(`${b.baseUrl}/case-uploads/${mine.id}`, { method: 'DELETE', headers: { ...TUS, 'Case-Upload-Token': mine.token } })).status).toBe(
        409,
      );

      // The team sees the file in the booking, and downloads it through a short-lived link.
      const admin = await signInAsDemoAdmin(b.baseUrl);
      const auth = { Authorization: `Bearer ${admin}` };
      const got = (await (await fetch(`${b.baseUrl}/booking/${booking._id}`, { headers: auth })).json()) as {
        data: { caseUploads: { _id: string; state: string }[] };
      };
      expect(got.data.caseUploads).toMatchObject([{ _id: mine.id, state: 'complete' }]);
      const link = await fetch(`${b.baseUrl}/case-uploads/${mine.id}/download-link`, { method: 'POST', headers: auth });
      expect(link.status).toBe(201);
      const { url } = ((await link.json()) as { data: { url: string } }).data;
      const origin = new URL(b.baseUrl).origin;
      const file = await fetch(`${origin}${url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('private, no-store');
      expect(file.headers.get('content-disposition')).toContain('scan.stl');
      expect(Buffer.from(await file.arrayBuffer()).equals(binaryStl(10))).toBe(true);
      const events = await b.db('activity_events').where('action', 'case-file-download');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        category: 'inbox',
        record_id: booking._id,
        summary: 'Downloaded a case file (STL mesh, 584 bytes) of the booking from Dr. Lena Hoffmann',
      });
      const altered = await fetch(`${origin}${url.slice(0, -2)}xx`);
      expect(altered.status).toBe(403);
      // The link is not a session: it opens no admin call.
      const signature = new URL(url, origin).searchParams.get('signature');
      expect((await fetch(`${b.baseUrl}/booking/all`, { headers: { Authorization: `Bearer ${signature}` } })).status).toBe(401);
    });

    it('lets a second instance resume what the first one started, and limits new upload sets per address', async () => {
      const other = await b.secondInstance();
      const stl = binaryStl(30_000);
      const upload = await createUpload(b.baseUrl, 'resumed-on-b.stl', stl.length);
      expect((await patch(b.baseUrl, upload, 0, stl.subarray(0, 600_000))).status).toBe(204);
      const head = await fetch(`${other.baseUrl}/case-uploads/${upload.id}`, { method: 'HEAD', headers: { ...TUS, 'Case-Upload-Token': upload.token } });
      expect(head.headers.get('upload-offset')).toBe('600000');
      expect((await patch(other.baseUrl, upload, 600_000, stl.subarray(600_000))).status).toBe(204);
      expect((await status(b.baseUrl, upload)).body.data).toMatchObject({ state: 'complete', sha256: sha256(stl) });

      // Every creation without a token starts a new set: ten in 15 minutes from one address, then 429.
      await b.db('rate_hits').delete();
      for (let i = 0; i < 10; i++) await createUpload(b.baseUrl, `scan-${i}.stl`, 584);
      const refused = await fetch(`${b.baseUrl}/case-uploads`, {
        method: 'POST',
        headers: { ...TUS, 'Upload-Length': '584', 'Upload-Metadata': encodeUploadMetadata({ filename: 'one-more.stl' }) },
      });
      expect(refused.status).toBe(429);
      // Files added to a set already started are not new sets.
      await createUpload(b.baseUrl, 'same-set.stl', 584, upload.token);
      await b.db('rate_hits').delete();
    });

    it('deletes uploads never bound to a booking after a day, once, whichever instance sweeps', async () => {
      const stale = await send(b.baseUrl, 'forgotten.stl', binaryStl(6));
      const fresh = await send(b.baseUrl, 'recent.stl', binaryStl(7));
      await b
        .db('case_uploads')
        .where('id', stale.id)
        .update({ created_at: Date.now() - UNBOUND_UPLOAD_LIFETIME_MS - 60_000 });
      const { sweepUnbound } = await import('../src/services/case-files/case-uploads');
      // Two sweeps at once (two instances): the upload is deleted by one of them.
      const counts = await Promise.all([sweepUnbound(b.db, b.caseUploads.store), sweepUnbound(b.db, b.caseUploads.store)]);
      expect(counts.reduce((a, n) => a + n, 0)).toBe(1);
      expect((await status(b.baseUrl, stale)).res.status).toBe(404);
      expect((await status(b.baseUrl, fresh)).body.data).toMatchObject({ state: 'complete' });
      if (b.config.storage.kind === 'local') expect(existsSync(join(b.config.storage.dir, 'private', 'case-uploads', stale.id))).toBe(false);
    });
  });
}

suite('local disk', () => startTestBackend());

let s3: TestS3;
suite('S3 (s3rver)', async () => {
  s3 = await startS3rver();
  return startTestBackend({ env: s3.env });
});
afterAll(() => s3?.close());
