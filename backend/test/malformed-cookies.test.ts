// Cookies a client wrote wrong, sent with every kind of call: each call is answered as it is without them, never with
// a 5xx; only a refresh cookie that was presented but cannot be read is refused, as any token that does not verify
// is (401, the cookie cleared), where no refresh cookie at all is the documented 'No active session'.
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/contract/messages';
import { PREVIEW_COOKIE } from '@shared/contract/releases';
import { REFRESH_COOKIE } from '@shared/contract/sessions';
import { demoData } from '@shared/demo-content';
import { sourceSiteBackend } from './source-site';

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin' && a.admin.status === 'active')!;

const MALFORMED: [string, string][] = [
  ['an undecodable escape', `${REFRESH_COOKIE}=%E0%A4%A`],
  ['a lone %', `${REFRESH_COOKIE}=%`],
  ['a bare %', '%'],
  ['a bare =', '='],
  ['a cookie with no name', '=%E0%A4%A'],
  ['a name with no value', REFRESH_COOKIE],
  ['a preview cookie with an undecodable escape', `${PREVIEW_COOKIE}=%E0%A4%A`],
  ['a very long cookie', `${REFRESH_COOKIE}=${'%'.repeat(8000)}`],
  ['a very long run of separators', `${';='.repeat(4000)}`],
];

describe('malformed cookies', () => {
  const run = sourceSiteBackend();
  let token: string;
  beforeAll(async () => {
    const res = await fetch(`${run.b.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: superAdmin.admin.email, password: superAdmin.password }),
    });
    token = ((await res.json()) as { data: { token: string } }).data.token;
  });

  /** What a caller sees of an answer: its status and, for JSON, whether it succeeded and its message. */
  async function seen(res: Response) {
    const type = res.headers.get('content-type') ?? '';
    const body = type.includes('json') ? ((await res.json()) as { success: boolean; message?: string }) : { html: (await res.text()).length > 0 };
    return { status: res.status, ...('html' in body ? body : { success: body.success, message: body.message }) };
  }

  const calls = {
    refresh: (cookie?: string) => fetch(`${run.b.baseUrl}/admin/refresh-token`, { method: 'POST', headers: cookie === undefined ? {} : { Cookie: cookie } }),
    page: (cookie?: string) => fetch(`${run.site}/`, { headers: cookie === undefined ? {} : { Cookie: cookie } }),
    read: (cookie?: string) => fetch(`${run.b.baseUrl}/hero/active-list`, { headers: cookie === undefined ? {} : { Cookie: cookie } }),
    admin: (cookie?: string) =>
      fetch(`${run.b.baseUrl}/admin/me`, { headers: { Authorization: `Bearer ${token}`, ...(cookie === undefined ? {} : { Cookie: cookie }) } }),
  };

  it('the calls without a cookie, for comparison: a refresh finds no session, the rest answer', async () => {
    expect(await seen(await calls.refresh())).toEqual({ status: 200, success: true, message: AUTH_MESSAGES.noSession });
    expect(await seen(await calls.page())).toEqual({ status: 200, html: true });
    expect((await calls.read()).status).toBe(200);
    expect((await calls.admin()).status).toBe(200);
  });

  const refreshCookieMalformed = (cookie: string) => cookie.startsWith(`${REFRESH_COOKIE}=%`);

  it.each(MALFORMED.filter(([, c]) => refreshCookieMalformed(c)))(
    'refuses a refresh with %s as a token that does not verify, and clears it',
    async (_name, cookie) => {
      const res = await calls.refresh(cookie);
      expect(await seen(res)).toEqual({ status: 401, success: false, message: AUTH_MESSAGES.invalidToken });
      expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^${REFRESH_COOKIE}=;`));
    },
  );

  it.each(MALFORMED)('answers %s as it answers no cookie (the refresh call too, unless it names a refresh cookie)', async (_name, cookie) => {
    const compared = Object.entries(calls).filter(([name]) => name !== 'refresh' || !refreshCookieMalformed(cookie));
    for (const [name, call] of compared) {
      // Once rendered or read afresh, once from the content cache.
      run.b.contentCache.invalidate();
      for (const from of ['afresh', 'cache']) expect(await seen(await call(cookie)), `${name}, ${from}`).toEqual(await seen(await call()));
    }
  });

  it("refuses a cookie past the server's header limit (16 KB) with 431, not a 5xx", async () => {
    for (const [name, call] of Object.entries(calls)) expect((await call(`${REFRESH_COOKIE}=${'a'.repeat(20_000)}`)).status, name).toBe(431);
  });

  it('still finds a good refresh cookie beside malformed ones', async () => {
    const login = await fetch(`${run.b.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: superAdmin.admin.email, password: superAdmin.password }),
    });
    const pair = login.headers.get('set-cookie')!.split(';')[0];
    const res = await calls.refresh(`=%E0%A4%A; junk=%; %; ${pair}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^${REFRESH_COOKIE}=[^;]+`));
  });
});
