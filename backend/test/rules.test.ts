// Rules the contract cannot see, on the real backend (embedded SQLite): ordering, single-active records,
// tokens, inactive admins, throttling shared between instances, uploads and bad input.
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/contract/messages';
import { ACCESS_TOKEN_AUDIENCE } from '@shared/contract/sessions';
import { demoData } from '@shared/demo-content';
import { createApp } from '../src/app';
import { startTestBackend, type TestBackend } from './harness';
import { healthConsentVersion } from './visitor';

let b: TestBackend;
beforeAll(async () => {
  b = await startTestBackend();
});
afterAll(() => b.close());
beforeEach(() => b.reset());

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const inactive = demoData.demoAdmins.find((a) => a.admin.status !== 'active')!;

async function call(method: string, path: string, opts: { token?: string; json?: unknown; form?: FormData; raw?: string; base?: string } = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.json !== undefined || opts.raw !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${opts.base ?? b.baseUrl}${path}`, {
    method,
    headers,
    body: opts.form ?? opts.raw ?? (opts.json === undefined ? undefined : JSON.stringify(opts.json)),
  });
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, headers: res.headers, body: type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer()) };
}

async function login(who = superAdmin) {
  const res = await call('POST', '/admin/login', { json: { email: who.admin.email, password: who.password } });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

const file = (bytes: Uint8Array | string, name: string, type: string) => new File([bytes as BlobPart], name, { type });
const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

describe('content rules', () => {
  it('swaps two heroes with two updates, and the public order follows', async () => {
    const token = await login();
    const before = (await call('GET', '/hero/active-list')).body.data as { _id: string; displayOrder: number }[];
    const [first, second] = before;
    await call('PUT', `/hero/update/${first._id}`, { token, json: { ...first, displayOrder: second.displayOrder } });
    await call('PUT', `/hero/update/${second._id}`, { token, json: { ...second, displayOrder: first.displayOrder } });
    const after = (await call('GET', '/hero/active-list')).body.data as { _id: string }[];
    expect(after.slice(0, 2).map((h) => h._id)).toEqual([second._id, first._id]);
  });

  it('keeps one active header when another is switched on, and takes identity from the token', async () => {
    const token = await login();
    const created = await call('POST', '/header/create', { token, json: { companyName: 'NovaGuide Labs', isActive: false, createdBy: 'forged' } });
    expect(created.status).toBe(201);
    expect(created.body.data.createdBy).toBe(superAdmin.admin._id);
    await call('PUT', `/header/toggle-status/${created.body.data._id}`, { token });
    expect((await call('GET', '/header/active')).body.data._id).toBe(created.body.data._id);
    const all = (await call('GET', '/header/list', { token })).body.data as { isActive: boolean }[];
    expect(all.filter((h) => h.isActive)).toHaveLength(1);
  });

  it('serves pricing in load order: the active configuration, else the first of the list', async () => {
    const token = await login();
    const active = (await call('GET', '/pricing/getActivePlans')).body.data as { _id: string; plans: { order: number; isActive?: boolean }[] };
    expect(active.plans.map((p) => p.order)).toEqual([...active.plans.map((p) => p.order)].sort((x, y) => x - y));
    expect(active.plans.every((p) => p.isActive !== false)).toBe(true);
    await call('PUT', `/pricing/togglePlanStatus/${active._id}`, { token });
    expect((await call('GET', '/pricing/getActivePlans')).status).toBe(404);
    const first = await call('GET', '/pricing/getPlans?page=1&limit=1', { token });
    expect(first.body.data[0]._id).toBe(active._id);
  });

  it('removes a single service on its own row and renumbers the rest', async () => {
    const token = await login();
    const section = (await call('GET', '/service/get-active-services')).body.data as { _id: string; services: { _id: string; order: number }[] };
    const removed = section.services[1]._id;
    const res = await call('DELETE', `/service/remove-service/${section._id}/${removed}`, { token });
    expect(res.status).toBe(200);
    const orders = (res.body.data.services as { _id: string; order: number }[]).map((s) => s.order);
    expect(orders).toEqual(orders.map((_, i) => i + 1));
    expect(await b.db('services').where('id', removed).first()).toBeUndefined();
    expect(await b.db('services').where('section_id', section._id).count({ n: '*' }).first()).toMatchObject({ n: section.services.length - 1 });
  });
});

describe('sessions', () => {
  it('refuses a revoked token after logout, and the refresh cookie of that session', async () => {
    const res = await call('POST', '/admin/login', { json: { email: superAdmin.admin.email, password: superAdmin.password } });
    const cookie = res.headers.get('set-cookie')!.split(';')[0];
    const refreshed = await fetch(`${b.baseUrl}/admin/refresh-token`, { method: 'POST', headers: { Cookie: cookie } });
    expect(refreshed.status).toBe(200);
    const next = ((await refreshed.json()) as { data: { token: string } }).data.token;
    const nextCookie = refreshed.headers.get('set-cookie')!.split(';')[0];
    expect((await call('GET', '/admin/me', { token: next })).status).toBe(200);
    await call('POST', '/admin/logout', { token: next });
    expect((await call('GET', '/admin/me', { token: next })).body).toMatchObject({ success: false, message: AUTH_MESSAGES.invalidToken });
    expect((await fetch(`${b.baseUrl}/admin/refresh-token`, { method: 'POST', headers: { Cookie: nextCookie } })).status).toBe(401);
  });

  it("answers an expired token with 'Token expired' and a forged one with 'Invalid token'", async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await new SignJWT({ sid: 'f1', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(superAdmin.admin._id)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setJti('x1')
      .setIssuedAt(past - 1800)
      .setExpirationTime(past)
      .sign(b.config.keys.accessToken);
    expect((await call('GET', '/admin/me', { token: expired })).body.message).toBe(AUTH_MESSAGES.expiredToken);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(superAdmin.admin._id)
      .setJti('x2')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await call('GET', '/admin/me', { token: forged })).body.message).toBe(AUTH_MESSAGES.invalidToken);
  });

  it('gives an inactive admin a session that only shows the status', async () => {
    const res = await call('POST', '/admin/login', { json: { email: inactive.admin.email, password: inactive.password } });
    expect(res.status).toBe(200);
    expect(res.body.data.admin.status).toBe(inactive.admin.status);
    const token = res.body.data.token as string;
    expect(await call('GET', '/admin/me', { token })).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.inactive } });
    expect((await call('POST', '/hero/create', { token, json: { title: 'x', banner: '/b.svg' } })).status).toBe(403);
    // No refresh cookie for an inactive admin: the session ends with its access token.
    expect(res.headers.get('set-cookie')).toMatch(/^novaguide_refresh=;/);
    expect(await call('POST', '/admin/refresh-token', { token })).toMatchObject({ status: 200, body: { data: null, message: AUTH_MESSAGES.noSession } });
  });

  it('throttles login after 5 failures, across instances sharing the database', async () => {
    for (let i = 0; i < 5; i++)
      expect((await call('POST', '/admin/login', { json: { email: superAdmin.admin.email, password: 'Wrong#Pass1' } })).status).toBe(401);
    // A second instance behind the same load balancer sees the same counters.
    const other = createApp({ db: b.db, config: b.config, storage: b.storage }).listen(0, '127.0.0.1');
    await new Promise((r) => other.once('listening', r));
    const base = `http://127.0.0.1:${(other.address() as AddressInfo).port}/api`;
    const res = await call('POST', '/admin/login', { base, json: { email: superAdmin.admin.email, password: superAdmin.password } });
    other.close();
    expect(res).toMatchObject({ status: 429, body: { message: AUTH_MESSAGES.throttled } });
  });
});

describe('uploads', () => {
  it('refuses a logo over 5 MB, a disguised file and an SVG with script', async () => {
    const token = await login();
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(png);
    const upload = async (f: File) => {
      const form = new FormData();
      form.append('logo', f);
      return call('POST', '/files/logo-upload', { token, form });
    };
    expect((await upload(file(big, 'big.png', 'image/png'))).status).toBe(413);
    expect((await upload(file('MZ\x90 not an image', 'logo.png', 'image/png'))).status).toBe(415);
    expect((await upload(file('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.svg', 'image/svg+xml'))).status).toBe(415);
    const good = await upload(file(png, 'logo.png', 'image/png'));
    expect(good.status).toBe(201);
    const served = await fetch(`${b.baseUrl.replace(/\/api$/, '')}${good.body.data.fileUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('max-age');
  });

  it('takes one private case file per booking, up to 10 MB, for admins only', async () => {
    const booking = await call('POST', '/booking/create', {
      json: {
        name: 'Dr. Ana Ruiz',
        email: 'ana@smileclinic.example',
        phone: '+1 555 0100',
        subject: 'Guide for #36',
        date: '2026-12-03',
        time: '10:30',
        healthDataConsentVersion: await healthConsentVersion(b.baseUrl),
      },
    });
    const { fileNameForVPS, _id } = booking.body.data;
    const send = (f: File, name = fileNameForVPS) => {
      const form = new FormData();
      form.append('logo', f);
      form.append('customFileName', name);
      return call('POST', '/files/logo-upload', { form });
    };
    const tooBig = new Uint8Array(10 * 1024 * 1024 + 10);
    tooBig.set(new TextEncoder().encode('%PDF-1.4'));
    expect((await send(file(tooBig, 'scan.pdf', 'application/pdf'))).status).toBe(413);
    expect((await send(file('%PDF-1.4 plan', 'scan.pdf', 'application/pdf'), 'case-doesnotexist')).status).toBe(404);
    expect((await send(file('%PDF-1.4 plan', 'scan.pdf', 'application/pdf'))).status).toBe(201);
    expect((await send(file('%PDF-1.4 again', 'scan.pdf', 'application/pdf'))).status).toBe(409);

    const token = await login();
    const download = await call('GET', `/booking/case-file/${_id}`, { token });
    expect(download.status).toBe(200);
    expect(download.body.toString()).toBe('%PDF-1.4 plan');
    expect((await call('GET', `/booking/case-file/${_id}`)).status).toBe(401);
    const listed = (await call('GET', '/files/all', { token })).body.data as { originalName: string }[];
    expect(listed.map((f) => f.originalName)).not.toContain('scan.pdf');
  });
});

describe('paths', () => {
  it('never serves files outside the public uploads, whatever the path says', async () => {
    const site = b.baseUrl.replace(/\/api$/, '');
    await b.storage.put('private/case-files/secret.pdf', new TextEncoder().encode('%PDF private'));
    for (const path of [
      '/uploads/../private/case-files/secret.pdf',
      '/uploads/%2e%2e/private/case-files/secret.pdf',
      '/uploads/..%2Fprivate%2Fcase-files%2Fsecret.pdf',
    ]) {
      const res = await fetch(`${site}${path}`);
      expect(res.status, path).not.toBe(200);
    }
    const token = await login();
    expect((await call('DELETE', '/service-details/delete-image/..', { token })).status).not.toBe(200);
    expect((await call('DELETE', '/service-details/delete-image/..%2F..%2Fpackage.json', { token })).status).toBe(400);
  });
});

describe('bad input', () => {
  it('answers malformed JSON, wrong types, over-long strings and unknown ids with their 4xx, naming the field', async () => {
    const token = await login();
    const malformed = await call('POST', '/hero/create', { token, raw: '{"title": ' });
    expect(malformed).toMatchObject({ status: 400, body: { success: false, message: 'Malformed JSON body' } });

    const wrongType = await call('POST', '/hero/create', { token, json: { title: 42, banner: '/b.svg' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors[0].field).toBe('title');

    const tooLong = await call('POST', '/pricing/createPlan', {
      token,
      json: { title: 'Plans', plans: [{ name: 'x'.repeat(51), pricingOptions: [{ value: 1, format: 'fixed' }] }] },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors[0].field).toBe('plans.0.name');

    expect((await call('GET', '/hero/details/0000000000000000000000ff', { token })).status).toBe(404);
  });

  it('writes nothing when part of a multi-row write is invalid', async () => {
    const token = await login();
    const section = (await call('GET', '/service/get-active-services')).body.data as { _id: string; services: unknown[] };
    const res = await call('PUT', `/service/update-all-services/${section._id}`, { token, json: { services: [{ title: 'Fine' }, { title: '' }] } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('services.1.title');
    const after = (await call('GET', '/service/get-active-services')).body.data as { services: unknown[] };
    expect(after.services).toHaveLength(section.services.length);
  });
});
