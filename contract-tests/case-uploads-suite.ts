// Case files sent with a booking as a visitor and the team meet them, the same on the mocks and the backend (SQLite
// and MySQL): a complete file is known by its content with its SHA-256; a renamed executable is refused with the
// reason; an ending or a size out of bounds is refused before any byte; a token reaches only its own uploads and
// binds them to one booking, once; the team downloads through a short-lived link the activity log records.
import { describe, expect, it } from 'vitest';
import { CASE_UPLOAD_MESSAGES, DEFAULT_CASE_UPLOAD_LIMITS, TUS_RESUMABLE } from '@shared/contract/case-files';
import { binaryStl, executable } from './support/case-files';
import { demoToken } from './contract-suite';
import { suiteTarget, type SuiteSetup } from './support/api-caller';
import { caseUploadCreation, send, startCaseUpload } from './support/operation-calls';

const BOOKING = {
  name: 'Dr. Aiko Tanaka',
  email: 'aiko@tanaka-dental.example',
  phone: '+81 3 5550 0199',
  subject: 'Guide for 36',
  date: '2026-12-14',
  time: '11:00',
};

const sha256 = async (bytes: Uint8Array) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource)), (b) => b.toString(16).padStart(2, '0')).join('');

export function defineCaseUploadSuite(name: string, setup: SuiteSetup) {
  describe(`${name}: case uploads`, () => {
    const { api, target } = suiteTarget(setup, demoToken);
    const statusOf = (upload: { id: string; token: string }) =>
      api('GET', `/case-uploads/${upload.id}`, { token: null, headers: { 'Case-Upload-Token': upload.token } });

    it('knows a complete file by its content, with its SHA-256, and refuses a renamed executable, saying why', async () => {
      const stl = new Uint8Array(binaryStl(20));
      const scan = await startCaseUpload(target(), { complete: true, bytes: stl, name: 'lower-arch.stl' });
      expect((await statusOf(scan)).body.data).toMatchObject({
        fileName: 'lower-arch.stl',
        state: 'complete',
        kind: 'stl',
        size: stl.length,
        offset: stl.length,
        sha256: await sha256(stl),
      });
      const exe = await startCaseUpload(target(), { complete: true, bytes: new Uint8Array(executable()), name: 'upper-arch.stl', token: scan.token });
      expect((await statusOf(exe)).body.data).toMatchObject({ state: 'refused', kind: null, sha256: null, problem: CASE_UPLOAD_MESSAGES.notWhatItSays('stl') });
    });

    it('refuses an ending it does not accept and a file over the limit before any byte is sent', async () => {
      const exe = await send(target(), { method: 'POST', path: '/case-uploads', headers: caseUploadCreation(10, 'setup.exe') });
      expect(exe.status).toBe(400);
      expect(await exe.json()).toMatchObject({ success: false, message: CASE_UPLOAD_MESSAGES.notAccepted('exe'), errors: [{ field: 'Upload-Metadata' }] });
      const big = await send(target(), {
        method: 'POST',
        path: '/case-uploads',
        headers: caseUploadCreation(DEFAULT_CASE_UPLOAD_LIMITS.maxFileBytes + 1, 'cbct.zip'),
      });
      expect(big.status).toBe(413);
      expect(await big.json()).toMatchObject({ success: false, message: CASE_UPLOAD_MESSAGES.fileTooLarge(DEFAULT_CASE_UPLOAD_LIMITS.maxFileBytes) });
    });

    it('lets a token reach only its own uploads, binds them to one booking, and binds nothing with a used token', async () => {
      const mine = await startCaseUpload(target(), { complete: true, bytes: new Uint8Array(binaryStl(3)), name: 'mine.stl' });
      const theirs = await startCaseUpload(target(), { complete: true, bytes: new Uint8Array(binaryStl(4)), name: 'theirs.stl' });
      expect((await statusOf({ id: theirs.id, token: mine.token })).status).toBe(404);
      const head = await send(target(), {
        method: 'HEAD',
        path: `/case-uploads/${theirs.id}`,
        headers: { 'Tus-Resumable': TUS_RESUMABLE, 'Case-Upload-Token': mine.token },
      });
      expect(head.status).toBe(404);

      const booked = await api('POST', '/booking/create', { token: null, json: { ...BOOKING, uploadToken: mine.token } });
      expect(booked.status).toBe(201);
      const bookingId = booked.body.data._id as string;
      const total = (await api('GET', '/booking/all')).body.pagination.total;
      const again = await api('POST', '/booking/create', { token: null, json: { ...BOOKING, uploadToken: mine.token } });
      expect(again).toMatchObject({ status: 403, body: { success: false, message: CASE_UPLOAD_MESSAGES.tokenRefused } });
      expect((await api('GET', '/booking/all')).body.pagination.total).toBe(total);

      const seen = (await api('GET', `/booking/${bookingId}`)).body.data;
      expect(seen.caseUploads).toHaveLength(1);
      expect(seen.caseUploads[0]).toMatchObject({ _id: mine.id, fileName: 'mine.stl', state: 'complete', kind: 'stl' });
      const cancel = await send(target(), {
        method: 'DELETE',
        path: `/case-uploads/${mine.id}`,
        headers: { 'Tus-Resumable': TUS_RESUMABLE, 'Case-Upload-Token': mine.token },
      });
      expect(cancel.status).toBe(409);
    });

    it('downloads through a short-lived link, never cached, and records who downloaded', async () => {
      const stl = new Uint8Array(binaryStl(5));
      const scan = await startCaseUpload(target(), { complete: true, bytes: stl, name: 'scan.stl' });
      const booked = await api('POST', '/booking/create', { token: null, json: { ...BOOKING, uploadToken: scan.token } });
      const link = await api('POST', `/case-uploads/${scan.id}/download-link`);
      expect(link.status).toBe(201);
      const url = new URL(link.body.data.url as string, 'http://x');
      expect(Date.parse(link.body.data.expiresAt as string)).toBeGreaterThan(Date.now());
      const file = await send(target(), { method: 'GET', path: url.pathname.replace(/^\/api/, ''), query: { signature: url.searchParams.get('signature')! } });
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('private, no-store');
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(stl);
      const altered = await send(target(), {
        method: 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: { signature: `${url.searchParams.get('signature')}x` },
      });
      expect(altered.status).toBe(403);
      const events = (await api('GET', '/activity?category=inbox&limit=100')).body.data as { action: string; recordId?: string; adminName?: string }[];
      expect(events.find((e) => e.action === 'case-file-download')).toMatchObject({ recordId: booked.body.data._id, adminName: expect.any(String) });
    });
  });
}
