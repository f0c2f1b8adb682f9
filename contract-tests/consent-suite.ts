// A visitor's consent to the site's trackers, the same on the mocks and the backend (SQLite and MySQL): no cookie, a
// forged or malformed one, or one for an earlier banner version is no consent (`data: null`); a choice is recorded
// and held by the `novaguide_consent` cookie alone (HttpOnly, the whole site, for the settings' months); rejecting and
// withdrawing are choices too; a page older than the banner and a bad body are refused naming the field.
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, CONSENT_TEXTS } from '@shared/contract/consent';
import { demoToken } from './contract-suite';
import { suiteTarget, type Json, type SuiteSetup } from './support/api-caller';
import { jsonOf } from './support/chat-calls';
import { send } from './support/operation-calls';

const MONTH_MS = 31 * 24 * 3600 * 1000;

export function defineConsentSuite(name: string, setup: SuiteSetup) {
  describe(`${name}: consent to trackers`, () => {
    const { api, target } = suiteTarget(setup, demoToken);
    let token: string;
    beforeEach(async () => {
      token = await demoToken(target());
    });

    /** The settings with `change` applied, as the super admin saves them. */
    async function changeSettings(change: Json) {
      const settings = await jsonOf(await send(target(), { method: 'GET', path: '/homepage/settings', token }), 'GET /homepage/settings', 200);
      const path = `/homepage/settings/${encodeURIComponent(settings.data._id)}`;
      await jsonOf(await send(target(), { method: 'PUT', path, json: { ...settings.data, ...change }, token }), `PUT ${path}`, 200);
    }

    const read = (cookie?: string) => api('GET', '/consent', { token: null, headers: cookie ? { Cookie: cookie } : {} });

    /** Gives a choice; answers the response, its body and the cookie's `name=value` and attributes. */
    async function choose(json: Json, cookie?: string) {
      const { baseUrl, fetch } = target();
      const res = await fetch(`${baseUrl}/consent`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify(json),
      });
      const body = (await res.json()) as Json;
      const setCookie = (res.headers.getSetCookie?.() ?? [res.headers.get('set-cookie') ?? '']).find((c) => c.startsWith(`${CONSENT_COOKIE}=`));
      return { status: res.status, body, cookie: setCookie?.split(';')[0], attributes: setCookie?.split(';').map((a) => a.trim().toLowerCase()) ?? [] };
    }

    const expectRefused = (res: { status: number; body: Json }, status: number, field: string) => {
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.success).toBe(false);
      expect(res.body.errors?.map((e: Json) => e.field)).toContain(field);
    };

    it('holds no consent without a cookie', async () => {
      const res = await read();
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: null });
    });

    it('records a choice and holds it by an HttpOnly cookie for the whole site, for the settings’ months', async () => {
      const before = Date.now();
      const given = await choose({ analytics: true, marketing: false, bannerVersion: 1 });
      expect(given.status, JSON.stringify(given.body)).toBe(201);
      expect(given.body.data).toMatchObject({ analytics: true, marketing: false, bannerVersion: 1, consentId: expect.stringMatching(/^[0-9a-f]{32}$/) });
      const givenAt = Date.parse(given.body.data.givenAt);
      expect(givenAt).toBeGreaterThanOrEqual(before - 5000);
      // Six months by default.
      expect(Date.parse(given.body.data.expiresAt) - givenAt).toBeGreaterThan(5 * MONTH_MS - 4 * 24 * 3600 * 1000);
      expect(Date.parse(given.body.data.expiresAt) - givenAt).toBeLessThan(6 * MONTH_MS);
      expect(given.cookie, 'a novaguide_consent cookie').toBeTruthy();
      expect(given.attributes).toContain('httponly');
      expect(given.attributes).toContain('path=/');
      expect(given.attributes.find((a) => a.startsWith('max-age='))).toMatch(/^max-age=\d{7,8}$/);

      const again = await read(given.cookie);
      expect(again.body.data).toEqual(given.body.data);
    });

    it('takes a rejection and a withdrawal as choices of their own', async () => {
      const rejected = await choose({ analytics: false, marketing: false, bannerVersion: 1 });
      expect(rejected.status).toBe(201);
      expect((await read(rejected.cookie)).body.data).toMatchObject({ analytics: false, marketing: false });

      const accepted = await choose({ analytics: true, marketing: true, bannerVersion: 1 }, rejected.cookie);
      expect((await read(accepted.cookie)).body.data).toMatchObject({ analytics: true, marketing: true });
      const withdrawn = await choose({ analytics: false, marketing: false, bannerVersion: 1 }, accepted.cookie);
      expect(withdrawn.status).toBe(201);
      expect((await read(withdrawn.cookie)).body.data).toMatchObject({ analytics: false, marketing: false });
    });

    it('counts a forged or malformed cookie as no consent', async () => {
      const given = await choose({ analytics: true, marketing: true, bannerVersion: 1 });
      const [cookieName, value] = given.cookie!.split('=');
      // One character of the value changed: its signature no longer matches.
      const flipped = `${value.slice(0, 5)}${value[5] === 'a' ? 'b' : 'a'}${value.slice(6)}`;
      for (const cookie of [`${cookieName}=${flipped}`, `${cookieName}=`, `${cookieName}=%%%`, `${cookieName}=${'x'.repeat(5000)}`]) {
        const res = await read(cookie);
        expect(res.status, cookie.slice(0, 60)).toBe(200);
        expect(res.body.data, cookie.slice(0, 60)).toBeNull();
      }
    });

    it('asks again once the banner’s version is raised, and refuses a choice made on the older banner', async () => {
      const given = await choose({ analytics: true, marketing: false, bannerVersion: 1 });
      await changeSettings({ consentBannerVersion: 2 });
      expect((await read(given.cookie)).body.data).toBeNull();
      const stale = await choose({ analytics: true, marketing: false, bannerVersion: 1 });
      expectRefused(stale, 400, 'bannerVersion');
      expect(stale.body.message).toContain(CONSENT_TEXTS.staleVersion);
      expect(stale.cookie).toBeUndefined();
      const current = await choose({ analytics: true, marketing: false, bannerVersion: 2 });
      expect(current.status).toBe(201);
      expect((await read(current.cookie)).body.data).toMatchObject({ bannerVersion: 2, analytics: true });
    });

    it('gives a choice the settings’ months', async () => {
      await changeSettings({ consentExpiryMonths: 1 });
      const given = await choose({ analytics: false, marketing: true, bannerVersion: 1 });
      const span = Date.parse(given.body.data.expiresAt) - Date.parse(given.body.data.givenAt);
      expect(span).toBeGreaterThan(27 * 24 * 3600 * 1000);
      expect(span).toBeLessThanOrEqual(MONTH_MS);
    });

    it('refuses a bad choice naming the field, and sets no cookie', async () => {
      const missing = await choose({ marketing: false, bannerVersion: 1 });
      expectRefused(missing, 400, 'analytics');
      expect(missing.cookie).toBeUndefined();
      expectRefused(await choose({ analytics: 'yes', marketing: false, bannerVersion: 1 }), 400, 'analytics');
      expectRefused(await choose({ analytics: true, marketing: false, bannerVersion: 0 }), 400, 'bannerVersion');
      expectRefused(await choose({ analytics: true, marketing: false, bannerVersion: 1, ip: '10.0.0.1' }), 400, 'ip');
    });
  });
}
