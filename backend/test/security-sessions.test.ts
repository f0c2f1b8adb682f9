// What only the server can answer about sessions (ADR 0001): the absolute limit from SESSION_MAX_HOURS, the Secure
// cookie over https behind a TLS proxy, refresh tokens stored hashed, and keys of their own for access tokens and
// download links (a token signed with JWT_SECRET itself, as before, is no longer accepted). The behaviour shared
// with the mocks is in contract-tests/security/session-suite.ts.
import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '@shared/clock';
import { AUTH_MESSAGES } from '@shared/contract/messages';
import { ACCESS_TOKEN_AUDIENCE, REFRESH_COOKIE } from '@shared/contract/sessions';
import { demoData } from '@shared/demo-content';
import { ConfigError, loadConfig } from '../src/config';
import { startTestBackend, type TestBackend } from './harness';

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin' && a.admin.status === 'active')!;
const BASE_ENV = { NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789' };

function problemsOf(env: Record<string, string>) {
  try {
    loadConfig({ ...BASE_ENV, ...env });
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
}

const login = (b: TestBackend, headers: Record<string, string> = {}) =>
  fetch(`${b.baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email: superAdmin.admin.email, password: superAdmin.password }),
  });

describe('the session cookie behind proxies listed by address', () => {
  let b: TestBackend;
  afterAll(() => b?.close());

  it('believes X-Forwarded-Proto only from a listed proxy: from any other peer the cookie is not marked Secure', async () => {
    b = await startTestBackend({ env: { TRUST_PROXY: '10.0.0.0/8' } });
    const res = await login(b, { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.7' });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).not.toMatch(/;\s*secure/i);
    await b.close();
    b = await startTestBackend({ env: { TRUST_PROXY: '127.0.0.1' } });
    const viaProxy = await login(b, { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.7' });
    expect(viaProxy.status).toBe(200);
    expect(viaProxy.headers.get('set-cookie')).toMatch(/;\s*secure/i);
  });
});

describe('SESSION_MAX_HOURS', () => {
  it('defaults to 12 hours and takes a number of hours', () => {
    expect(loadConfig(BASE_ENV).sessionMaxMs).toBe(12 * 3_600_000);
    expect(loadConfig({ ...BASE_ENV, SESSION_MAX_HOURS: '8' }).sessionMaxMs).toBe(8 * 3_600_000);
    expect(loadConfig({ ...BASE_ENV, SESSION_MAX_HOURS: '0.5' }).sessionMaxMs).toBe(1_800_000);
  });

  it.each(['0', '-1', 'twelve', '721'])('refuses %s with a clear message', (value) => {
    expect(problemsOf({ SESSION_MAX_HOURS: value })).toEqual([`SESSION_MAX_HOURS must be a number of hours above 0 and at most 720 (got "${value}")`]);
  });
});

describe('keys', () => {
  it('derives a key of its own for access tokens and for download links, neither of them JWT_SECRET itself', () => {
    const config = loadConfig(BASE_ENV);
    const hex = (k: Uint8Array) => Buffer.from(k).toString('hex');
    const all = [hex(config.jwtSecret), hex(config.keys.accessToken), hex(config.keys.downloadLink)];
    expect(new Set(all).size).toBe(3);
  });
});

describe('the session cookie on the server', () => {
  let b: TestBackend;
  const clock = new ManualClock();
  beforeAll(async () => {
    b = await startTestBackend({ env: { SESSION_MAX_HOURS: '2', TRUST_PROXY: '1' }, clock });
  });
  afterAll(() => b.close());

  it('ends the cookie and the session at SESSION_MAX_HOURS from sign-in', async () => {
    const res = await login(b);
    const expires = Date.parse(/expires=([^;]+)/i.exec(res.headers.get('set-cookie')!)![1]);
    // The cookie's date is in whole seconds.
    expect(expires).toBe(Math.floor((clock.now() + 2 * 3_600_000) / 1000) * 1000);
    const family = await b.db('session_families').orderBy('created_at', 'desc').first();
    expect([Number(family.created_at), Number(family.expires_at)]).toEqual([clock.now(), clock.now() + 2 * 3_600_000]);
  });

  it('marks the cookie Secure when the request came over https through the trusted proxy', async () => {
    const res = await login(b, { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.7' });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/;\s*secure/i);
    expect(res.headers.get('set-cookie')).toMatch(/;\s*httponly/i);
  });

  it('takes X-Forwarded-Proto from the nearest proxy only: a client-written https before it changes nothing', async () => {
    const res = await login(b, { 'X-Forwarded-Proto': 'https, http', 'X-Forwarded-For': '203.0.113.7' });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).not.toMatch(/;\s*secure/i);
  });

  it('stores refresh tokens hashed, never as the cookie holds them', async () => {
    const res = await login(b);
    const value = res.headers
      .get('set-cookie')!
      .split(';')[0]
      .slice(REFRESH_COOKIE.length + 1);
    expect(await b.db('refresh_tokens').where('token_hash', value).first()).toBeUndefined();
    expect(await b.db('refresh_tokens').where('token_hash', createHash('sha256').update(value).digest('hex')).first()).toBeDefined();
  });

  it('refuses a token signed with JWT_SECRET itself or for another audience', async () => {
    const claims = { sid: 'f1', ver: 0, role: 'super_admin' };
    const withSecret = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(superAdmin.admin._id)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setJti('j1')
      .setExpirationTime('10m')
      .sign(b.config.jwtSecret);
    const otherAudience = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(superAdmin.admin._id)
      .setAudience('case-file-download')
      .setJti('j2')
      .setExpirationTime('10m')
      .sign(b.config.keys.accessToken);
    for (const token of [withSecret, otherAudience]) {
      const res = await fetch(`${b.baseUrl}/admin/me`, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBe(AUTH_MESSAGES.invalidToken);
    }
  });
});
