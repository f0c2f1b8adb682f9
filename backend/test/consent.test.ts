// Consent before trackers, as a visitor's browser receives the pages (ADR 0042): the server writes Google Analytics,
// the Facebook pixel and the custom code into a page only when the visitor's signed consent cookie allows their
// purpose; a forged cookie or one for an earlier banner counts as none; the content cache keeps a page per consent
// variant and never sends one variant's page to another; a site with no tracker is one page for everyone, as before.
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '@shared/contract/consent';
import { demoData } from '@shared/demo-content';
import { signInAsDemoAdmin } from './admin-session';
import { consentCookie } from './consent-cookie';
import { sourceSiteBackend } from './source-site';

const run = sourceSiteBackend({ reset: true });

const settings = demoData.homepageSettings[0];
const CUSTOM_HEAD = '<script>window.__analyticsCustom = 1</script>';
const CUSTOM_BODY = '<div id="custom-analytics-body"></div>';

async function saveSettings(change: Record<string, unknown>) {
  const res = await fetch(`${run.b.baseUrl}/homepage/settings/${settings._id}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${await signInAsDemoAdmin(run.b.baseUrl)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...settings, ...change }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Analytics, the pixel, and custom code marked as analytics. */
const withTrackers = () =>
  saveSettings({
    googleAnalyticsId: 'G-NOVA12345',
    facebookPixelId: '1234567890',
    customHeadCode: CUSTOM_HEAD,
    customBodyCode: CUSTOM_BODY,
    customCodePurpose: 'analytics',
  });

async function page(path: string, cookie?: string) {
  const res = await fetch(`${run.site}${path}`, { headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) } });
  const html = await res.text();
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  return { res, html, scriptSrc };
}

/** What of the trackers a page holds. */
const trackersIn = (html: string) => ({
  analytics: html.includes('googletagmanager.com/gtag/js?id=G-NOVA12345'),
  pixel: html.includes('fbevents.js'),
  custom: html.includes('__analyticsCustom') && html.includes('custom-analytics-body'),
});
const NONE = { analytics: false, pixel: false, custom: false };

describe('trackers wait for consent', () => {
  it('are left out of a page before any choice, while its policy already names their hosts for the banner to load them', async () => {
    await withTrackers();
    for (const path of ['/', '/contact']) {
      const { res, html, scriptSrc } = await page(path);
      expect(res.status).toBe(200);
      expect(trackersIn(html), path).toEqual(NONE);
      expect(html).not.toContain('googletagmanager');
      expect(html).not.toContain("gtag('");
      expect(scriptSrc.split(' ')).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://connect.facebook.net']));
      // No inline script may run on it: the banner loads what a visitor then allows from its own code, by those hosts.
      expect(scriptSrc).not.toContain("'nonce-");
      expect(html).toContain('<script id="initial-data" type="application/json">');
      expect(res.headers.get('vary')).toMatch(/\bCookie\b/);
    }
  });

  it('with analytics allowed: Analytics, told the consent before it is configured, and the analytics custom code; not the pixel', async () => {
    await withTrackers();
    const cookie = await consentCookie(run.b.baseUrl, { analytics: true, marketing: false });
    const { html } = await page('/', cookie);
    expect(trackersIn(html)).toEqual({ analytics: true, pixel: false, custom: true });
    const consentDefault = html.indexOf(
      "gtag('consent','default',{analytics_storage:'granted',ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied'})",
    );
    expect(consentDefault).toBeGreaterThan(0);
    expect(consentDefault).toBeLessThan(html.indexOf("gtag('config','G-NOVA12345')"));
  });

  it('with everything allowed: the pixel too, and Analytics told advertising is granted', async () => {
    await withTrackers();
    const { html } = await page('/', await consentCookie(run.b.baseUrl, { analytics: true, marketing: true }));
    expect(trackersIn(html)).toEqual({ analytics: true, pixel: true, custom: true });
    expect(html).toContain("ad_storage:'granted',ad_user_data:'granted',ad_personalization:'granted'");
  });

  it('with everything rejected: none of them', async () => {
    await withTrackers();
    const { html } = await page('/', await consentCookie(run.b.baseUrl, { analytics: false, marketing: false }));
    expect(trackersIn(html)).toEqual(NONE);
  });

  it('count a forged cookie, and one for an earlier banner, as no choice', async () => {
    await withTrackers();
    const cookie = await consentCookie(run.b.baseUrl, { analytics: true, marketing: true });
    const [name, value] = cookie.split('=');
    // The payload changed (the answers' byte) under the same signature.
    const forged = `${name}=${value.slice(0, 22)}${value[22] === 'A' ? 'B' : 'A'}${value.slice(23)}`;
    expect(trackersIn((await page('/', forged)).html)).toEqual(NONE);
    expect(trackersIn((await page('/', `${CONSENT_COOKIE}=garbage`)).html)).toEqual(NONE);
    expect(trackersIn((await page('/', cookie)).html).analytics).toBe(true);
    await saveSettings({
      googleAnalyticsId: 'G-NOVA12345',
      facebookPixelId: '1234567890',
      customHeadCode: CUSTOM_HEAD,
      customBodyCode: CUSTOM_BODY,
      customCodePurpose: 'analytics',
      consentBannerVersion: 2,
    });
    expect(trackersIn((await page('/', cookie)).html)).toEqual(NONE);
  });
});

describe('the content cache and consent', () => {
  it("never sends one variant's page to another, asked twice each in alternation", async () => {
    await withTrackers();
    const analyticsOnly = await consentCookie(run.b.baseUrl, { analytics: true, marketing: false });
    const all = await consentCookie(run.b.baseUrl, { analytics: true, marketing: true });
    const rejected = await consentCookie(run.b.baseUrl, { analytics: false, marketing: false });
    const expected: [string | undefined, ReturnType<typeof trackersIn>][] = [
      [undefined, NONE],
      [analyticsOnly, { analytics: true, pixel: false, custom: true }],
      [all, { analytics: true, pixel: true, custom: true }],
      [rejected, NONE],
      // Another site's cookies beside none of ours: the 'ask' page.
      ['other=1; _ga=GA1.1.2', NONE],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [cookie, trackers] of expected) {
        const { res, html } = await page('/', cookie);
        expect(trackersIn(html), `${cookie} round ${round}`).toEqual(trackers);
        expect(res.headers.get('vary')).toMatch(/\bCookie\b/);
      }
    }
  });

  it('sends a page of a site with no tracker as one page for everyone, without Vary: Cookie', async () => {
    await saveSettings({ googleAnalyticsId: '', facebookPixelId: '', customHeadCode: '', customBodyCode: '' });
    const cookie = await consentCookie(run.b.baseUrl, { analytics: true, marketing: true });
    const withoutChoice = await page('/');
    const withChoice = await page('/', cookie);
    for (const { res } of [withoutChoice, withChoice, await page('/')]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).not.toMatch(/Cookie/i);
    }
    expect(withChoice.res.headers.get('etag')).toBe(withoutChoice.res.headers.get('etag'));
  });
});
