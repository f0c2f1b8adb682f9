// The mocks behave like the server: state, ids, active-record rules, auth messages, validation, uploads, tus case uploads.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@shared/contract/messages';
import { CASE_UPLOAD_MESSAGES, DOWNLOAD_LINK_LIFETIME_MS, TUS_RESUMABLE, encodeUploadMetadata } from '@shared/contract/case-files';
import { demoData } from '@shared/demo-content';
import { db, resetDb } from './db';
import { server } from './node';
import { clearScenarios, setScenario } from './route';

const API = 'http://localhost/api';
const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const inactiveAdmin = demoData.demoAdmins.find((a) => a.admin.status !== 'active')!;

async function call(method: string, path: string, opts: { token?: string; json?: unknown; form?: FormData; ip?: string } = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.ip) headers['X-Forwarded-For'] = opts.ip;
  if (opts.json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${API}${path}`, { method, headers, body: opts.form ?? (opts.json === undefined ? undefined : JSON.stringify(opts.json)) });
  const type = res.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await res.json() : await res.arrayBuffer();
  return { status: res.status, body };
}

async function login(who = superAdmin) {
  const { body } = await call('POST', '/admin/login', { json: { email: who.admin.email, password: who.password } });
  return body.data.token as string;
}

/** The current version of the health-data consent text, which a booking with case files names (ADR 0043). */
const consentVersion = async () => (await call('GET', '/health-consent')).body.data.version as number;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetDb();
  clearScenarios();
});
afterEach(() => vi.useRealTimers());

describe('state', () => {
  it('a created hero gets a new id, the token admin as author, and shows up in later reads until deleted', async () => {
    const token = await login();
    const created = await call('POST', '/hero/create', {
      token,
      json: { title: 'Same-day guided surgery', banner: '/uploads/demo/hero-surgical-guide.svg', createdBy: 'someone-else' },
    });
    expect(created.status).toBe(201);
    const hero = created.body.data;
    expect(hero._id).toMatch(/^[0-9a-f]{24}$/);
    expect(demoData.heroes.map((h) => h._id)).not.toContain(hero._id);
    expect(hero.createdBy).toBe(superAdmin.admin._id);
    // Defaults of docs/product/content.md, filled from the contract.
    expect(hero).toMatchObject({
      ctaLink: '/contact',
      backgroundColor: '#ffffff',
      textColor: '#000000',
      isActive: true,
      displayOrder: demoData.heroes.length + 1,
    });

    const active = await call('GET', '/hero/active-list');
    expect(active.body.data.map((h: { _id: string }) => h._id)).toContain(hero._id);

    await call('PUT', `/hero/update/${hero._id}`, { token, json: { title: 'Renamed', banner: hero.banner } });
    expect((await call('GET', `/hero/details/${hero._id}`, { token })).body.data.title).toBe('Renamed');

    expect((await call('DELETE', `/hero/delete/${hero._id}`, { token })).status).toBe(200);
    expect((await call('GET', `/hero/details/${hero._id}`, { token })).status).toBe(404);
  });

  it('resetDb restores the demo content', async () => {
    db.heroes.length = 0;
    resetDb();
    expect((await call('GET', '/hero/active-list')).body.data.length).toBe(demoData.heroes.filter((h) => h.isActive).length);
  });

  it('keeps a single active header when another is activated', async () => {
    const token = await login();
    const second = await call('POST', '/header/create', { token, json: { companyName: 'NovaGuide Labs', isActive: false } });
    expect(second.status).toBe(201);
    await call('PUT', `/header/toggle-status/${second.body.data._id}`, { token });
    expect((await call('GET', '/header/active')).body.data._id).toBe(second.body.data._id);
    const all = (await call('GET', '/header/list', { token })).body.data as { isActive: boolean }[];
    expect(all.filter((h) => h.isActive)).toHaveLength(1);
  });
});

describe('auth', () => {
  it("answers protected calls with the server's messages", async () => {
    expect((await call('GET', '/booking/all')).body).toMatchObject({ success: false, message: AUTH_MESSAGES.missingToken });
    expect((await call('GET', '/booking/all', { token: 'not-a-jwt' })).body.message).toBe(AUTH_MESSAGES.invalidToken);

    const token = await login();
    expect((await call('GET', '/booking/all', { token })).status).toBe(200);
    await call('POST', '/admin/logout', { token });
    expect((await call('GET', '/booking/all', { token })).body).toMatchObject({ message: AUTH_MESSAGES.invalidToken });
  });

  it("expires tokens after 30 minutes with 'Token expired'", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await login();
    vi.setSystemTime(Date.now() + 31 * 60 * 1000);
    const res = await call('GET', '/admin/me', { token });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(AUTH_MESSAGES.expiredToken);
  });

  it('lets an inactive admin sign in to learn the status, and refuses everything else', async () => {
    const res = await call('POST', '/admin/login', { json: { email: inactiveAdmin.admin.email, password: inactiveAdmin.password } });
    expect(res.status).toBe(200);
    expect(res.body.data.admin.status).toBe(inactiveAdmin.admin.status);
    const me = await call('GET', '/admin/me', { token: res.body.data.token });
    expect(me).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.inactive } });
  });

  it('throttles login after 5 failures with 429', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/admin/login', { json: { email: superAdmin.admin.email, password: 'Wrong#Pass1' }, ip: '10.0.0.9' });
      expect(res.status).toBe(401);
    }
    const res = await call('POST', '/admin/login', { json: { email: superAdmin.admin.email, password: superAdmin.password }, ip: '10.0.0.9' });
    expect(res).toMatchObject({ status: 429, body: { message: AUTH_MESSAGES.throttled } });
  });
});

describe('validation', () => {
  it('names the field that breaks a limit', async () => {
    const token = await login();
    const res = await call('POST', '/hero/create', { token, json: { title: 'x'.repeat(101), banner: '/b.svg' } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ field: 'title' });
    expect(res.body.message).toContain('title');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await fetch(`${API}/booking/create`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: 'Malformed JSON body' });
  });
});

describe('booking case file', () => {
  const booking = { name: 'Dr. Ana Ruiz', email: 'ana@smileclinic.example', phone: '+1 555 0100', subject: 'Guide for #36', date: '2026-12-03', time: '10:30' };
  const pdf = () => {
    const form = new FormData();
    form.append('logo', new File(['%PDF-1.4 scan'], 'cbct.pdf', { type: 'application/pdf' }));
    return form;
  };

  it('accepts one case file for a fresh booking, privately, for an admin to download', async () => {
    const created = await call('POST', '/booking/create', { json: { ...booking, healthDataConsentVersion: await consentVersion() } });
    expect(created.status).toBe(201);
    const { fileNameForVPS, _id } = created.body.data;
    const form = pdf();
    form.append('customFileName', fileNameForVPS);
    expect((await call('POST', '/files/logo-upload', { form })).status).toBe(201);

    const again = pdf();
    again.append('customFileName', fileNameForVPS);
    expect((await call('POST', '/files/logo-upload', { form: again })).status).toBe(409);

    const token = await login();
    const files = (await call('GET', '/files/all', { token })).body.data as { originalName: string }[];
    expect(files.map((f) => f.originalName)).not.toContain('cbct.pdf');
    const download = await call('GET', `/booking/case-file/${_id}`, { token });
    expect(download.status).toBe(200);
    expect(new TextDecoder().decode(download.body as ArrayBuffer)).toBe('%PDF-1.4 scan');
    expect((await call('GET', `/booking/case-file/${_id}`)).status).toBe(401);
  });

  it('refuses a file whose bytes are not an accepted type, and an unknown upload name', async () => {
    const { fileNameForVPS } = (await call('POST', '/booking/create', { json: { ...booking, healthDataConsentVersion: await consentVersion() } })).body.data;
    const disguised = new FormData();
    disguised.append('logo', new File(['MZ not really a pdf'], 'scan.pdf', { type: 'application/pdf' }));
    disguised.append('customFileName', fileNameForVPS);
    expect((await call('POST', '/files/logo-upload', { form: disguised })).status).toBe(415);

    const unknown = pdf();
    unknown.append('customFileName', 'case-000000');
    expect((await call('POST', '/files/logo-upload', { form: unknown })).status).toBe(404);
  });
});

describe('scenarios', () => {
  it('make a resource fail, empty or 404 and then recover', async () => {
    setScenario('hero', { kind: 'error' });
    expect((await call('GET', '/hero/active-list')).status).toBe(503);
    setScenario('hero', { kind: 'empty' });
    expect((await call('GET', '/hero/active-list')).body).toMatchObject({ success: true, data: [] });
    setScenario('footer', { kind: 'notFound' });
    expect((await call('GET', '/footer/get-active-footer')).status).toBe(404);
    clearScenarios();
    expect((await call('GET', '/hero/active-list')).body.data.length).toBeGreaterThan(0);
  });
});

describe('case uploads (tus)', () => {
  const booking = {
    name: 'Dr. Marco Rossi',
    email: 'marco@rossi-dental.example',
    phone: '+39 02 5550 1842',
    subject: 'Guide for 36, 46',
    date: '2026-12-03',
    time: '10:30',
  };

  /** A binary STL: an 84-byte header (the triangle count at byte 80) and 50 bytes a triangle. */
  function binaryStl(triangles: number) {
    const bytes = new Uint8Array(84 + triangles * 50);
    bytes.set(new TextEncoder().encode('binary STL from the intraoral scanner'));
    new DataView(bytes.buffer).setUint32(80, triangles, true);
    for (let i = 84; i < bytes.length; i++) bytes[i] = i % 251;
    return bytes;
  }

  /** A DICOM Part 10 slice (explicit VR little endian) with a modality, an image size and a slice thickness. */
  function dicomSlice() {
    const parts: number[] = [...new Array(128).fill(0), ...'DICM'].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c));
    const element = (group: number, el: number, vr: string, value: number[]) => {
      const padded = value.length % 2 ? [...value, vr === 'UI' ? 0 : 0x20] : value;
      parts.push(group & 0xff, group >> 8, el & 0xff, el >> 8, vr.charCodeAt(0), vr.charCodeAt(1), padded.length & 0xff, padded.length >> 8, ...padded);
    };
    const ascii = (t: string) => [...t].map((c) => c.charCodeAt(0));
    const us = (n: number) => [n & 0xff, n >> 8];
    element(0x0002, 0x0010, 'UI', ascii('1.2.840.10008.1.2.1'));
    element(0x0008, 0x0060, 'CS', ascii('CT'));
    element(0x0018, 0x0050, 'DS', ascii('0.3'));
    element(0x0028, 0x0010, 'US', us(512));
    element(0x0028, 0x0011, 'US', us(400));
    return Uint8Array.from(parts);
  }

  async function tus(method: string, path: string, headers: Record<string, string>, body?: Uint8Array) {
    const res = await fetch(`${API}${path}`, { method, headers: { 'Tus-Resumable': TUS_RESUMABLE, ...headers }, body: body as BodyInit | undefined });
    const text = method === 'HEAD' ? '' : await res.text();
    return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
  }

  /** Starts an upload (with a token, or a new one), answering its path and token. */
  async function start(fileName: string, size: number, token?: string) {
    const res = await tus('POST', '/case-uploads', {
      'Upload-Length': String(size),
      'Upload-Metadata': encodeUploadMetadata({ filename: fileName, filetype: 'application/octet-stream' }),
      ...(token ? { 'Case-Upload-Token': token } : {}),
    });
    expect(res.status, res.text).toBe(201);
    return { path: res.headers.get('location')!.replace(/^\/api/, ''), token: res.headers.get('case-upload-token')! };
  }

  const patch = (path: string, token: string, offset: number, bytes: Uint8Array) =>
    tus('PATCH', path, { 'Case-Upload-Token': token, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }, bytes);

  async function uploaded(fileName: string, bytes: Uint8Array, token?: string) {
    const upload = await start(fileName, bytes.length, token);
    expect((await patch(upload.path, upload.token, 0, bytes)).status).toBe(204);
    return upload;
  }

  it('takes an STL in two PATCHes, resumes from HEAD, and checks it once complete', async () => {
    const stl = binaryStl(10);
    const { path, token } = await start('rossi-36.stl', stl.length);
    expect(path).toMatch(/^\/case-uploads\/[0-9a-f]{32}$/);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const half = 300;
    const first = await patch(path, token, 0, stl.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));
    const head = await tus('HEAD', path, { 'Case-Upload-Token': token });
    expect(head.status).toBe(200);
    expect([head.headers.get('upload-offset'), head.headers.get('upload-length')]).toEqual([String(half), String(stl.length)]);
    expect(head.headers.get('cache-control')).toBe('no-store');

    const stale = await patch(path, token, 0, stl.subarray(0, half));
    expect(stale.status).toBe(409);
    expect(stale.json().message).toBe(`Upload-Offset must be ${half}, the bytes already received.`);
    expect((await patch(path, token, half, stl.subarray(half))).headers.get('upload-offset')).toBe(String(stl.length));

    const got = await tus('GET', path, { 'Case-Upload-Token': token });
    const sha256 = Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', stl)), (b) => b.toString(16).padStart(2, '0')).join('');
    expect(got.json().data).toMatchObject({
      fileName: 'rossi-36.stl',
      state: 'complete',
      kind: 'stl',
      mimeType: 'model/stl',
      offset: stl.length,
      sha256,
      dicom: null,
    });
    expect(got.json().data.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a renamed executable once its last byte arrives, and refuses at creation what the name and size tell', async () => {
    const exe = new TextEncoder().encode('MZ\x90\x00 this program cannot be run in DOS mode');
    const { path, token } = await uploaded('scan.stl', exe);
    const got = (await tus('GET', path, { 'Case-Upload-Token': token })).json().data;
    expect(got).toMatchObject({ state: 'refused', kind: null, sha256: null, problem: CASE_UPLOAD_MESSAGES.notWhatItSays('stl') });
    expect([...db.caseUploads.values()][0].bytes.length).toBe(0);

    const exeName = await tus('POST', '/case-uploads', { 'Upload-Length': '10', 'Upload-Metadata': encodeUploadMetadata({ filename: 'setup.exe' }) });
    expect(exeName.status).toBe(400);
    expect(exeName.json()).toMatchObject({ message: CASE_UPLOAD_MESSAGES.notAccepted('exe'), errors: [{ field: 'Upload-Metadata' }] });
    const huge = await tus('POST', '/case-uploads', {
      'Upload-Length': String(3 * 1024 ** 3),
      'Upload-Metadata': encodeUploadMetadata({ filename: 'cbct.zip' }),
    });
    expect(huge.status).toBe(413);
    const asJson = await tus('PATCH', path, { 'Case-Upload-Token': token, 'Upload-Offset': '0', 'Content-Type': 'application/json' }, exe);
    expect(asJson.status).toBe(415);
  });

  it('reads a summary of a DICOM slice, and none of a zipped series (the mocks open no zips)', async () => {
    const dcm = await uploaded('slice-001.dcm', dicomSlice());
    const dicom = (await tus('GET', dcm.path, { 'Case-Upload-Token': dcm.token })).json().data;
    expect(dicom).toMatchObject({ state: 'complete', kind: 'dicom', dicom: { modality: 'CT', slices: 1, rows: 512, columns: 400, sliceThicknessMm: 0.3 } });
    const zip = await uploaded('cbct.zip', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...new Array(40).fill(0)]), dcm.token);
    expect((await tus('GET', zip.path, { 'Case-Upload-Token': zip.token })).json().data).toMatchObject({ state: 'complete', kind: 'dicom-zip', dicom: null });
  });

  it("never shows one token's upload to another token", async () => {
    const mine = await start('cbct.dcm', 200);
    const theirs = await start('scan.stl', 184);
    expect(theirs.token).not.toBe(mine.token);
    const head = await tus('HEAD', mine.path, { 'Case-Upload-Token': theirs.token });
    expect([head.status, head.headers.get('content-type')]).toEqual([404, null]);
    expect((await tus('GET', mine.path, { 'Case-Upload-Token': theirs.token })).status).toBe(404);
    expect((await tus('DELETE', mine.path, { 'Case-Upload-Token': theirs.token })).status).toBe(404);
    // No token at all: the call lacks its credential (openapi.yaml's caseUploadToken scheme).
    expect((await tus('HEAD', mine.path, {})).status).toBe(401);
  });

  it('binds the uploads to the booking sent with their token, and the token only once', async () => {
    const first = await uploaded('rossi-36.stl', binaryStl(2));
    const second = await uploaded('rossi-46.stl', binaryStl(3), first.token);
    const made = await call('POST', '/booking/create', { json: { ...booking, uploadToken: first.token, healthDataConsentVersion: await consentVersion() } });
    expect(made.status).toBe(201);
    const ids = [first.path, second.path].map((p) => p.split('/').pop());
    expect(made.body.data.caseUploads.map((u: { _id: string }) => u._id)).toEqual(ids);

    const admin = await login();
    const read = (await call('GET', `/booking/${made.body.data._id}`, { token: admin })).body.data;
    expect(read.caseUploads).toMatchObject([{ _id: ids[0], state: 'complete', kind: 'stl' }, { _id: ids[1] }]);
    expect(read.caseUploads[0]).not.toHaveProperty('token');

    const count = db.bookings.length;
    const again = await call('POST', '/booking/create', { json: { ...booking, uploadToken: first.token, healthDataConsentVersion: await consentVersion() } });
    expect(again).toMatchObject({ status: 403, body: { message: CASE_UPLOAD_MESSAGES.tokenRefused } });
    expect(db.bookings.length).toBe(count);
    const cancel = await tus('DELETE', first.path, { 'Case-Upload-Token': first.token });
    expect([cancel.status, cancel.json().message]).toEqual([409, CASE_UPLOAD_MESSAGES.alreadyBound]);
    const more = await tus('POST', '/case-uploads', {
      'Upload-Length': '184',
      'Upload-Metadata': encodeUploadMetadata({ filename: 'late.stl' }),
      'Case-Upload-Token': first.token,
    });
    expect(more.status).toBe(403);
  });

  it('downloads a file through a short-lived link, recorded in the activity log; an altered or expired link answers 403', async () => {
    const stl = binaryStl(4);
    const { path, token } = await uploaded('rossi-36.stl', stl);
    const made = await call('POST', '/booking/create', { json: { ...booking, uploadToken: token, healthDataConsentVersion: await consentVersion() } });
    const admin = await login();
    const link = await call('POST', `${path}/download-link`, { token: admin });
    expect(link.status).toBe(201);
    const url = link.body.data.url as string;
    expect(url).toMatch(new RegExp(`^/api${path}/download\\?signature=`));

    const res = await fetch(`http://localhost${url}`);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(stl);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="rossi-36.stl"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(db.activity.at(-1)).toMatchObject({ action: 'case-file-download', adminId: superAdmin.admin._id, recordId: made.body.data._id });

    const altered = await fetch(`http://localhost${url.slice(0, -2)}xy`);
    expect([altered.status, (await altered.json()).message]).toEqual([403, CASE_UPLOAD_MESSAGES.linkExpired]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DOWNLOAD_LINK_LIFETIME_MS + 1000);
    expect((await fetch(`http://localhost${url}`)).status).toBe(403);
  });
});
