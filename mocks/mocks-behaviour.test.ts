// The mocks behave like the server: state, ids, active-record rules, auth messages, validation, uploads.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@contract/messages';
import { demoData } from './data';
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
    // Defaults of spec section 3, filled from the contract.
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
    const created = await call('POST', '/booking/create', { json: booking });
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
    const { fileNameForVPS } = (await call('POST', '/booking/create', { json: booking })).body.data;
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
