// Case files sent with a booking as a visitor and the team meet them, the same on the mocks and the backend (SQLite
// and MySQL): a complete file is known by its content with its SHA-256; a renamed executable is refused with the
// reason; an ending or a size out of bounds is refused before any byte; a token reaches only its own uploads and
// binds them to one booking, once; the team downloads through a short-lived link the activity log records; every
// admin's read of a booking with case files and every download is listed as who opened them, never by a file's name.
import { describe, expect, it } from 'vitest';
import { CASE_UPLOAD_MESSAGES, DEFAULT_CASE_UPLOAD_LIMITS, TUS_RESUMABLE } from '@shared/contract/case-files';
import { demoData } from '@shared/demo-content';
import { binaryStl, executable } from './support/case-files';
import { demoToken } from './contract-suite';
import { suiteTarget, type Json, type SuiteSetup } from './support/api-caller';
import { caseUploadCreation, healthConsentVersion, send, startCaseUpload, type Target } from './support/operation-calls';

const BOOKING = {
  name: 'Dr. Aiko Tanaka',
  email: 'aiko@tanaka-dental.example',
  phone: '+81 3 5550 0199',
  subject: 'Guide for 36',
  date: '2026-12-14',
  time: '11:00',
};

/** A booking that binds the token's files, with the consent the form asks for. */
const withFiles = async (target: Target, uploadToken: string) => ({ ...BOOKING, uploadToken, healthDataConsentVersion: await healthConsentVersion(target) });

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const editor = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!;

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

      const booked = await api('POST', '/booking/create', { token: null, json: await withFiles(target(), mine.token) });
      expect(booked.status).toBe(201);
      const bookingId = booked.body.data._id as string;
      const total = (await api('GET', '/booking/all')).body.pagination.total;
      const again = await api('POST', '/booking/create', { token: null, json: await withFiles(target(), mine.token) });
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
      const booked = await api('POST', '/booking/create', { token: null, json: await withFiles(target(), scan.token) });
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

  describe(`${name}: who opened a patient's case files`, () => {
    const { api, target } = suiteTarget(setup, demoToken);
    const FILE_NAME = 'tanaka-aiko-lower-arch.stl';
    const editorToken = async () =>
      (await api('POST', '/admin/login', { json: { email: editor.admin.email, password: editor.password }, token: null })).body.data.token as string;
    const accessOf = async (bookingId: string, token?: string) => api('GET', `/booking/${bookingId}/case-file-access`, token ? { token } : {});
    const accessLog = async (query = '') => (await api('GET', `/activity?caseFileAccess=true&limit=100${query}`)).body.data as Json[];

    /** A booking with one case file: read by the super admin, then by a regular admin, then its file downloaded. */
    async function openedBooking() {
      const scan = await startCaseUpload(target(), { complete: true, bytes: new Uint8Array(binaryStl(6)), name: FILE_NAME });
      const booking = (await api('POST', '/booking/create', { token: null, json: await withFiles(target(), scan.token) })).body.data as Json;
      expect((await api('GET', '/booking/all')).status).toBe(200);
      expect((await accessOf(booking._id)).body.data).toEqual([]);
      expect((await api('GET', `/booking/${booking._id}`)).status).toBe(200);
      expect((await api('GET', `/booking/${booking._id}`, { token: await editorToken() })).status).toBe(200);
      const link = new URL((await api('POST', `/case-uploads/${scan.id}/download-link`)).body.data.url as string, 'http://x');
      const file = await send(target(), {
        method: 'GET',
        path: link.pathname.replace(/^\/api/, ''),
        query: { signature: link.searchParams.get('signature')! },
      });
      expect(file.status).toBe(200);
      return booking;
    }

    it('lists the views and the download, newest first, with who did them, for any admin, and never a file name', async () => {
      const booking = await openedBooking();
      const access = await accessOf(booking._id, await editorToken());
      expect(access.status).toBe(200);
      const events = access.body.data as Json[];
      expect(events.map((e) => [e.action, e.adminId, e.adminName, e.recordId])).toEqual([
        ['case-file-download', superAdmin.admin._id, superAdmin.admin.name, booking._id],
        ['case-file-view', editor.admin._id, editor.admin.name, booking._id],
        ['case-file-view', superAdmin.admin._id, superAdmin.admin.name, booking._id],
      ]);
      expect(events[1]).toMatchObject({ category: 'inbox', summary: `Viewed the case files (1 file) of the booking from ${BOOKING.name}` });
      expect(Date.parse(events[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(events[2].createdAt));
      expect(JSON.stringify(events)).not.toContain('tanaka-aiko-lower-arch');
    });

    it('records nothing for a booking without case files, and answers 404 for an unknown booking', async () => {
      const plain = demoData.bookings[0];
      expect((await api('GET', `/booking/${plain._id}`)).status).toBe(200);
      expect(await accessOf(plain._id)).toEqual({ status: 200, body: { success: true, data: [] } });
      expect(await accessLog()).toEqual([]);
      const unknown = await accessOf('ffffffffffffffffffffffff');
      expect(unknown).toMatchObject({ status: 404, body: { success: false, message: 'Booking not found' } });
    });

    it('counts the single case file of the older upload link as a case file viewed, and its download', async () => {
      const booking = demoData.bookings[0];
      await target().giveCaseFile(booking._id);
      expect((await api('GET', `/booking/${booking._id}`)).status).toBe(200);
      const { baseUrl, fetch } = target();
      const download = await fetch(`${baseUrl}/booking/case-file/${booking._id}`, { headers: { Authorization: `Bearer ${await demoToken(target())}` } });
      expect(download.status).toBe(200);
      await download.arrayBuffer();
      const events = (await accessOf(booking._id)).body.data as Json[];
      expect(events.map((e) => [e.action, e.adminName])).toEqual([
        ['case-file-download', superAdmin.admin.name],
        ['case-file-view', superAdmin.admin.name],
      ]);
      expect(events[1].summary).toBe(`Viewed the case files (1 file) of the booking from ${booking.name}`);
      expect(JSON.stringify(events)).not.toContain('cbct-report');
    });

    it('filters the activity log to exactly those views and downloads, with the other filters', async () => {
      const booking = await openedBooking();
      await api('PUT', `/booking/status/${booking._id}`, { json: { status: 'confirmed' } });
      const listed = (await accessOf(booking._id)).body.data as Json[];
      expect(await accessLog()).toEqual(listed);
      expect(await accessLog('&category=inbox')).toEqual(listed);
      expect((await accessLog(`&adminId=${editor.admin._id}`)).map((e) => [e.action, e.adminName])).toEqual([['case-file-view', editor.admin.name]]);
      expect(await accessLog('&category=content')).toEqual([]);
      const inbox = (await api('GET', '/activity?category=inbox&limit=100')).body.data as Json[];
      expect(inbox.map((e) => e.action)).toContain('booking-status');
    });
  });
}
