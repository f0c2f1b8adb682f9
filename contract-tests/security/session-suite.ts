// Sessions out of the script's reach (ADR 0001), the same on the mocks and the backend (SQLite and MySQL): the
// refresh token is an HttpOnly cookie scoped to the refresh call (on the mocks, their own memory: never in an
// answer), rotated on every use; a reused one ends the whole sign-in; no session outlives its absolute limit; a
// password, role or status change and 'sign out everywhere' end every session of the admin; login failures lock an
// account at one address, and an address, with a growing wait, never the admin elsewhere; and an access token and a
// download link are never taken for each other.
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, LOGIN_THROTTLE } from '@shared/contract/messages';
import { DEFAULT_SESSION_MAX_HOURS, REFRESH_COOKIE, REFRESH_COOKIE_PATH, REFRESH_RETRY_GRACE_MS } from '@shared/contract/sessions';
import { demoData } from '@shared/demo-content';
import { demoToken } from '../contract-suite';
import { suiteTarget, type Json, type SuiteSetup } from '../support/api-caller';
import { startCaseUpload, type Target } from '../support/operation-calls';

export interface SessionAnswer {
  status: number;
  /** Header values by lower-case name (Set-Cookie joined with '\n'). */
  headers: Record<string, string>;
  body: Json;
  /** The raw body, to look for a value anywhere in it. */
  text: string;
}

/** How the suite talks to a target as a browser would, at a given address. */
export interface SessionHarness {
  /** 'backend': a real Set-Cookie; 'mocks': the refresh token stays in the mocks' memory. */
  kind: 'backend' | 'mocks';
  /**
   * A request from `address` (default: the admin's own): the refresh cookie the browser holds goes with the
   * refresh call only (its Path), and a Set-Cookie in the answer replaces or clears it.
   */
  request(target: Target, method: string, path: string, opts?: { token?: string; json?: unknown; address?: string }): Promise<SessionAnswer>;
  /** The refresh cookie's value the browser holds now (undefined: none), and putting one back (a replay of a stolen one). */
  cookie: { get(): string | undefined; set(value: string | undefined): void };
}

export const ADMIN_ADDRESS = '127.0.0.1';

/** A JSON answer's body; anything else (a downloaded file) as an empty object. */
export const jsonOf = (contentType: string | null | undefined, text: string): Json => (contentType?.includes('json') && text ? (JSON.parse(text) as Json) : {});
export const ATTACKER_ADDRESS = '127.0.0.2';

/** The backend's harness: a cookie jar of one cookie, and each request sent from its own local address. */
export function backendSessionHarness(): SessionHarness {
  let jar: string | undefined;
  return {
    kind: 'backend',
    cookie: { get: () => jar, set: (value) => void (jar = value) },
    request(target, method, path, opts = {}) {
      const url = new URL(`${target.baseUrl}${path}`);
      const headers: Record<string, string> = {};
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      if (jar && url.pathname === REFRESH_COOKIE_PATH) headers.cookie = `${REFRESH_COOKIE}=${jar}`;
      const body = opts.json === undefined ? undefined : JSON.stringify(opts.json);
      if (body) headers['content-type'] = 'application/json';
      return new Promise((resolve, reject) => {
        // Any 127.x address reaches the server on loopback; the server sees it as the client's address.
        const req = httpRequest(url, { method, headers, localAddress: opts.address ?? ADMIN_ADDRESS }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            const cookies = res.headers['set-cookie'] ?? [];
            for (const line of cookies) {
              const [pair, ...attributes] = line.split(';');
              const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
              if (name !== REFRESH_COOKIE) continue;
              const expires = attributes.find((a) => /^\s*expires=/i.test(a));
              jar = value && !(expires && Date.parse(expires.split('=')[1]) <= Date.now()) ? value : undefined;
            }
            const flat: Record<string, string> = {};
            for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) flat[k] = Array.isArray(v) ? v.join('\n') : v;
            resolve({ status: res.statusCode ?? 0, headers: flat, body: jsonOf(flat['content-type'], text), text });
          });
        });
        req.on('error', reject);
        req.end(body);
      });
    },
  };
}

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin' && a.admin.status === 'active')!;
const editor = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!;
const HOUR = 3_600_000;

/**
 * `sharedClock`: the implementation runs in this process and reads its time from the same (faked) Date, so the cases
 * that move time forward (a grace period, a session's absolute end, a lockout's wait) run; at a URL they cannot.
 */
export function defineSessionSuite(name: string, setup: SuiteSetup, harness: SessionHarness = backendSessionHarness(), opts: { sharedClock?: boolean } = {}) {
  const sharedClock = opts.sharedClock ?? true;
  /** A case that moves the implementation's clock: skipped where the implementation keeps its own. */
  const itMovingTime = (title: string, test: () => Promise<void>) =>
    sharedClock ? it(title, test) : it.skip(`${title} (moves the implementation's clock, which only one in this process shares)`, test);
  describe(`${name}: sessions out of the script's reach`, () => {
    const { api, target } = suiteTarget(setup, demoToken);
    const call = (method: string, path: string, opts?: Parameters<SessionHarness['request']>[3]) => harness.request(target(), method, path, opts);
    const signIn = async (who: { admin: { email: string }; password: string } = superAdmin, address?: string) => {
      const res = await call('POST', '/admin/login', { json: { email: who.admin.email, password: who.password }, address });
      expect(res.status, res.text).toBe(200);
      return res.body.data.token as string;
    };
    const refresh = () => call('POST', '/admin/refresh-token');
    const me = (token: string) => call('GET', '/admin/me', { token });

    afterEach(() => {
      vi.useRealTimers();
      harness.cookie.set(undefined);
    });

    it('signs in with an access token in the body and the refresh token out of reach of page script', async () => {
      const res = await call('POST', '/admin/login', { json: { email: superAdmin.admin.email, password: superAdmin.password } });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.data).sort()).toEqual(['admin', 'expiresIn', 'token']);
      const refreshToken = harness.cookie.get();
      expect(refreshToken).toBeTruthy();
      expect(res.text).not.toContain(refreshToken);
      if (harness.kind === 'backend') {
        const cookie = res.headers['set-cookie'];
        expect(cookie).toMatch(new RegExp(`^${REFRESH_COOKIE}=`));
        expect(cookie).toMatch(/;\s*httponly/i);
        expect(cookie).toMatch(/;\s*samesite=strict/i);
        expect(cookie).toMatch(new RegExp(`;\\s*path=${REFRESH_COOKIE_PATH}(;|$)`, 'i'));
        // Plain http here: Secure comes with https (the server's own test covers it behind a TLS proxy).
        expect(cookie).not.toMatch(/;\s*secure/i);
        const expires = Date.parse(/expires=([^;]+)/i.exec(cookie)![1]);
        expect(Math.abs(expires - (Date.now() + DEFAULT_SESSION_MAX_HOURS * HOUR))).toBeLessThan(60_000);
      }
      // A refresh works with nothing from page code: the cookie goes along on its own.
      const refreshed = await refresh();
      expect(refreshed.status, refreshed.text).toBe(200);
      expect(refreshed.text).not.toContain(harness.cookie.get());
      expect((await me(refreshed.body.data.token)).status).toBe(200);
    });

    it('answers a refresh without the cookie with no session rather than an error, and takes no bearer token in its place', async () => {
      const token = await signIn();
      harness.cookie.set(undefined);
      expect(await call('POST', '/admin/refresh-token', { token })).toMatchObject({
        status: 200,
        body: { success: true, data: null, message: AUTH_MESSAGES.noSession },
      });
    });

    it('rotates the refresh token on every use', async () => {
      await signIn();
      const first = harness.cookie.get();
      expect((await refresh()).status).toBe(200);
      const second = harness.cookie.get();
      expect(second).toBeTruthy();
      expect(second).not.toBe(first);
      expect((await refresh()).status).toBe(200);
      expect(harness.cookie.get()).not.toBe(second);
    });

    itMovingTime('ends the whole sign-in when a rotated refresh token comes back: the newest one and its access token fail too', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      await signIn();
      const stolen = harness.cookie.get();
      const rotated = await refresh();
      const newest = harness.cookie.get();
      const token = rotated.body.data.token as string;
      expect((await me(token)).status).toBe(200);

      vi.setSystemTime(Date.now() + REFRESH_RETRY_GRACE_MS + 1000);
      harness.cookie.set(stolen);
      expect(await refresh()).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.invalidToken } });
      harness.cookie.set(newest);
      expect(await refresh()).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.invalidToken } });
      expect(await me(token)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.invalidToken } });
      // Another sign-in is a new session, untouched.
      await signIn();
      expect((await refresh()).status).toBe(200);
    });

    it('takes a rotated refresh token presented again within seconds as a retry of a lost answer, not as a reuse', async () => {
      await signIn();
      const sent = harness.cookie.get();
      expect((await refresh()).status).toBe(200);
      // The answer never reached the browser (an aborted page load): it still holds the token it sent.
      harness.cookie.set(sent);
      const retry = await refresh();
      expect(retry.status, retry.text).toBe(200);
      expect((await me(retry.body.data.token)).status).toBe(200);
      expect((await refresh()).status).toBe(200);
    });

    itMovingTime('never lets a session outlive its absolute limit, refreshes included', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      await signIn();
      vi.setSystemTime(Date.now() + DEFAULT_SESSION_MAX_HOURS * HOUR - 60_000);
      const late = await refresh();
      expect(late.status, late.text).toBe(200);
      // The last access token ends with the session, not 30 minutes later.
      expect(late.body.data.expiresIn).toBeLessThanOrEqual(60);
      vi.setSystemTime(Date.now() + 61_000);
      expect(await me(late.body.data.token)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.expiredToken } });
      expect(await refresh()).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.expiredToken } });
    });

    it.each([
      ['a password change', { password: 'Fresh#Pass2026' }],
      ['a role change', { role: 'super_admin' }],
      ['a deactivation', { status: 'inactive' }],
    ])('ends every session of the admin on %s', async (_what, change) => {
      const token = await signIn(editor);
      const cookie = harness.cookie.get();
      expect((await me(token)).status).toBe(200);
      const updated = await api('PUT', `/admin/${editor.admin._id}`, { json: change });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(await me(token)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.invalidToken } });
      harness.cookie.set(cookie);
      expect((await refresh()).status).toBe(401);
    });

    it('keeps the sessions of an admin whose name alone changed', async () => {
      const token = await signIn(editor);
      expect((await api('PUT', `/admin/${editor.admin._id}`, { json: { name: 'Renamed Editor' } })).status).toBe(200);
      expect((await me(token)).status).toBe(200);
      expect((await refresh()).status).toBe(200);
    });

    it('signs out everywhere: every session of the admin ends, and no one else', async () => {
      const laptop = await signIn();
      const laptopCookie = harness.cookie.get();
      const phone = await signIn();
      const phoneCookie = harness.cookie.get();
      const other = await signIn(editor);
      const done = await call('POST', '/admin/logout-all', { token: phone });
      expect(done).toMatchObject({ status: 200, body: { success: true } });
      if (harness.kind === 'backend') expect(done.headers['set-cookie']).toMatch(new RegExp(`^${REFRESH_COOKIE}=;`));
      for (const token of [laptop, phone]) expect(await me(token)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.invalidToken } });
      for (const cookie of [laptopCookie, phoneCookie]) {
        harness.cookie.set(cookie);
        expect((await refresh()).status).toBe(401);
      }
      expect((await me(other)).status).toBe(200);
      // A new sign-in works as before.
      expect((await me(await signIn())).status).toBe(200);
    });

    it('ends the one session on logout: its access token and its refresh cookie', async () => {
      const token = await signIn();
      const cookie = harness.cookie.get();
      expect((await call('POST', '/admin/logout', { token })).status).toBe(200);
      expect(await me(token)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.invalidToken } });
      harness.cookie.set(cookie);
      expect((await refresh()).status).toBe(401);
    });

    itMovingTime('locks out the attacking address with a growing wait, never the admin at their own', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const attempt = (password: string, address = ATTACKER_ADDRESS) =>
        call('POST', '/admin/login', { json: { email: superAdmin.admin.email, password }, address });
      for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) expect((await attempt('Wrong#Pass1')).status).toBe(401);
      const locked = await attempt(superAdmin.password);
      expect(locked).toMatchObject({ status: 429, body: { success: false, message: AUTH_MESSAGES.throttled } });
      expect(Number(locked.headers['retry-after'])).toBe(60);
      // The admin, from their own address, is not held up by the attacker's failures.
      expect((await attempt(superAdmin.password, ADMIN_ADDRESS)).status).toBe(200);

      // Each further failure after a wait doubles the next one: 1 min, 2 min, 4 min, ... up to 15 min.
      let wait = 60;
      for (const next of [120, 240, 480, 900, 900]) {
        vi.setSystemTime(Date.now() + wait * 1000 + 1000);
        expect((await attempt('Wrong#Pass1')).status).toBe(401);
        const res = await attempt('Wrong#Pass1');
        expect(res.status).toBe(429);
        expect(Number(res.headers['retry-after'])).toBe(next);
        wait = next;
      }
      // The address is locked for every account too, not only the one it attacked.
      const elsewhere = await call('POST', '/admin/login', { json: { email: editor.admin.email, password: editor.password }, address: ATTACKER_ADDRESS });
      expect(elsewhere.status).toBe(429);
      expect((await attempt(superAdmin.password, ADMIN_ADDRESS)).status).toBe(200);
    });

    it('never takes a download link for a session token, nor a session token for a download link', async () => {
      const token = await signIn();
      const upload = await startCaseUpload(target(), { complete: true });
      const link = await call('POST', `/case-uploads/${upload.id}/download-link`, { token });
      expect(link.status, link.text).toBe(201);
      const url = new URL(link.body.data.url as string, 'http://x');
      const signature = url.searchParams.get('signature')!;
      expect(await me(signature)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.invalidToken } });
      expect((await call('GET', `/case-uploads/${upload.id}/download?signature=${encodeURIComponent(token)}`)).status).toBe(403);
      expect((await call('GET', `${url.pathname.replace(/^\/api/, '')}${url.search}`)).status).toBe(200);
    });
  });
}
