// The consent settings and records on the mocks (ADR 0042), beyond what the consent suite asks of every
// implementation: settings made without the consent fields carry their defaults, the regular admin may send those
// defaults back but not change them, and a record keeps the choice and its times, nothing about the visitor.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, CONSENT_DEFAULTS } from '@shared/contract/consent';
import { demoData, HOMEPAGE_SETTINGS_ID } from '@shared/demo-content';
import { db, resetDb } from './db';
import { server } from './node';

const API = 'http://localhost/api';
const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const editor = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!;

async function call(method: string, path: string, opts: { token?: string; json?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${API}${path}`, { method, headers, body: opts.json === undefined ? undefined : JSON.stringify(opts.json) });
  return { status: res.status, body: await res.json(), setCookie: res.headers.get('set-cookie') ?? undefined };
}

async function login(who: { admin: { email: string }; password: string }) {
  return (await call('POST', '/admin/login', { json: { email: who.admin.email, password: who.password } })).body.data.token as string;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => void resetDb());

describe('consent settings', () => {
  it('gives settings made without the consent fields their defaults, and lets the regular admin send them back unchanged', async () => {
    resetDb((d) => (d.homepageSettings.length = 0));
    const token = await login(editor);
    const made = await call('POST', '/homepage/settings', {
      token,
      json: { metaTitle: 'NovaGuide', metaDescription: 'Implant planning', siteName: 'NovaGuide' },
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject(CONSENT_DEFAULTS);
    const { _id, createdBy: _c, createdAt: _a, ...fields } = made.body.data;
    const saved = await call('PUT', `/homepage/settings/${_id}`, { token, json: { ...fields, siteName: 'NovaGuide Planning' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ...CONSENT_DEFAULTS, siteName: 'NovaGuide Planning' });
  });

  it('answers stored settings that lack the consent fields with their defaults', async () => {
    const stored = db.homepageSettings[0] as Record<string, unknown>;
    for (const field of Object.keys(CONSENT_DEFAULTS)) delete stored[field];
    expect((await call('GET', '/homepage/settings')).body.data).toMatchObject(CONSENT_DEFAULTS);
  });

  it.each([
    ['consentBannerVersion', 2],
    ['consentExpiryMonths', 3],
    ['customCodePurpose', 'analytics'],
  ])('refuses the regular admin a change to %s, as to the analytics ids', async (field, value) => {
    const token = await login(editor);
    const before = (await call('GET', '/homepage/settings')).body.data;
    const { _id, createdBy: _c, createdAt: _a, ...fields } = before;
    const res = await call('PUT', `/homepage/settings/${HOMEPAGE_SETTINGS_ID}`, { token, json: { ...fields, [field]: value } });
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual([{ field, message: 'can only be changed by a super admin' }]);
    expect((await call('GET', '/homepage/settings')).body.data[field]).toBe(before[field]);
    const asSuper = await call('PUT', `/homepage/settings/${HOMEPAGE_SETTINGS_ID}`, { token: await login(superAdmin), json: { ...fields, [field]: value } });
    expect(asSuper.status).toBe(200);
  });
});

describe('consent records', () => {
  it('records each choice with its answers, version and times, and nothing of the visitor', async () => {
    const given = await call('POST', '/consent', {
      json: { analytics: true, marketing: false, bannerVersion: 1 },
      headers: { 'X-Forwarded-For': '203.0.113.9', 'User-Agent': 'Probe/1' },
    });
    expect(given.status).toBe(201);
    expect(db.consentRecords).toEqual([given.body.data]);
    expect(JSON.stringify([...db.consentRecords, ...db.consentCookies])).not.toMatch(/203\.0\.113\.9|Probe/);
    expect(given.setCookie).toMatch(new RegExp(`^${CONSENT_COOKIE}=[0-9a-f]{32}; HttpOnly; SameSite=Lax; Path=/; Max-Age=\\d+$`));
    resetDb();
    expect(db.consentRecords).toEqual([]);
    const after = await call('GET', '/consent', { headers: { Cookie: given.setCookie!.split(';')[0] } });
    expect(after.body.data).toBeNull();
  });
});
