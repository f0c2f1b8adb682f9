// Consent before trackers, in a real browser against the full stack (ADR 0042): with a Google Analytics id, a Facebook
// pixel id and custom code marked as analytics in the settings, the browser's own network log (every request to a
// tracker's host is caught and recorded, and answered with an empty script) shows that nothing reaches a tracker
// before a choice, that "Reject all" keeps it so from page to page, that allowing analytics loads Analytics and the
// analytics code only (on that page at once, and the next page from the server), and that a withdrawal in "Cookie
// settings" stops them from the next page on.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONSENT_TEXTS } from '@shared/contract/consent';
import { changeSettings } from '../../backend/test/blog-on';
import { browserAvailable, openPage, siteInBrowser } from './support';

if (!browserAvailable && process.env.REQUIRE_BROWSER) throw new Error('REQUIRE_BROWSER is set but chromium is missing');

const GA = 'G-NOVA2026';
const PIXEL = '1234567890';
/** The custom code: a script of an analytics vendor of the clinic's own, marked as analytics. */
const CUSTOM_HOST = 'stats.clinic-analytics.example';
const CUSTOM_CODE = `<script async src="https://${CUSTOM_HOST}/count.js"></script>`;
const HOSTS = { analytics: 'www.googletagmanager.com', pixel: 'connect.facebook.net', custom: CUSTOM_HOST } as const;
type Tracker = keyof typeof HOSTS;

/** Every request the page's browser makes to a tracker's host, by tracker; each is answered with an empty script. */
async function trackerLog(page: Page) {
  const log: Record<Tracker, string[]> = { analytics: [], pixel: [], custom: [] };
  await page
    .context()
    .route(
      /^https:\/\/(www\.googletagmanager\.com|www\.google-analytics\.com|connect\.facebook\.net|www\.facebook\.com|stats\.clinic-analytics\.example)\//,
      (route) => {
        const host = new URL(route.request().url()).host;
        const tracker = (Object.keys(HOSTS) as Tracker[]).find((t) => HOSTS[t] === host) ?? (host.includes('facebook') ? 'pixel' : 'analytics');
        log[tracker].push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
      },
    );
  return log;
}

/** What the server's HTML of the page holds of each tracker. */
const tagsIn = (html: string) => ({
  analytics: html.includes('googletagmanager.com/gtag/js'),
  pixel: html.includes('fbevents.js'),
  custom: html.includes(CUSTOM_HOST),
});
const NONE = { analytics: false, pixel: false, custom: false };
const ANALYTICS_ONLY = { analytics: true, pixel: false, custom: true };
const requested = (log: Record<Tracker, string[]>) => ({ analytics: log.analytics.length > 0, pixel: log.pixel.length > 0, custom: log.custom.length > 0 });
const clear = (log: Record<Tracker, string[]>) => (Object.keys(log) as Tracker[]).forEach((t) => (log[t] = []));

describe.skipIf(!browserAvailable)('trackers wait for the visitor’s consent', () => {
  const run = siteInBrowser('consent');

  const setTrackers = () =>
    changeSettings(
      run.stack.baseUrl,
      { googleAnalyticsId: GA, facebookPixelId: PIXEL, customHeadCode: CUSTOM_CODE, customCodePurpose: 'analytics' },
      'the trackers',
    );

  /** Opens `path`, answers the server's HTML of it, and waits for the page to be in. */
  async function visit(page: Page, path: string) {
    const res = await page.goto(`${run.stack.site}${path}`, { waitUntil: 'load' });
    return (await res?.text()) ?? '';
  }

  const banner = (page: Page) => page.getByRole('region', { name: CONSENT_TEXTS.bannerLabel });

  it('loads nothing before a choice, nothing after "Reject all", Analytics only once allowed, and stops it once withdrawn', async () => {
    await setTrackers();

    // A first visit: no tag in the HTML, no request to any tracker's host, and the banner asking.
    const visitor = await openPage(run.browser);
    const log = await trackerLog(visitor);
    expect(tagsIn(await visit(visitor, '/'))).toEqual(NONE);
    await banner(visitor).waitFor();
    await visitor.waitForTimeout(500);
    expect(requested(log)).toEqual(NONE);

    // "Reject all": the banner goes, and every page after stays without trackers.
    await banner(visitor).getByRole('button', { name: CONSENT_TEXTS.rejectAll }).click();
    await banner(visitor).waitFor({ state: 'detached' });
    for (const path of ['/contact', '/privacy-policy', '/']) {
      expect(tagsIn(await visit(visitor, path)), path).toEqual(NONE);
      expect(await banner(visitor).count(), path).toBe(0);
    }
    await visitor.waitForTimeout(500);
    expect(requested(log)).toEqual(NONE);
    await visitor.close();

    // Another visitor chooses analytics only: Analytics loads on that page at once, without a reload.
    const analyst = await openPage(run.browser);
    const seen = await trackerLog(analyst);
    await visit(analyst, '/');
    await banner(analyst).getByRole('button', { name: CONSENT_TEXTS.choose }).click();
    await banner(analyst).getByRole('checkbox', { name: CONSENT_TEXTS.purposes.analytics.label }).check();
    await banner(analyst).getByRole('button', { name: CONSENT_TEXTS.saveChoices }).click();
    await banner(analyst).waitFor({ state: 'detached' });
    await expect.poll(() => seen.analytics.length).toBeGreaterThan(0);
    expect(seen.analytics[0]).toContain(`id=${GA}`);
    expect(seen.pixel).toEqual([]);

    // The next page comes from the server with Analytics and the analytics code, and still no pixel.
    clear(seen);
    expect(tagsIn(await visit(analyst, '/contact'))).toEqual(ANALYTICS_ONLY);
    await expect.poll(() => requested(seen)).toEqual(ANALYTICS_ONLY);

    // "Cookie settings" reopens the choice with analytics ticked; withdrawing stops every tracker from the next page.
    await analyst.getByRole('button', { name: CONSENT_TEXTS.cookieSettings }).click();
    await banner(analyst).getByRole('button', { name: CONSENT_TEXTS.choose }).click();
    await expect.poll(() => banner(analyst).getByRole('checkbox', { name: CONSENT_TEXTS.purposes.analytics.label }).isChecked()).toBe(true);
    await banner(analyst).getByRole('button', { name: CONSENT_TEXTS.rejectAll }).click();
    await banner(analyst).waitFor({ state: 'detached' });
    clear(seen);
    expect(tagsIn(await visit(analyst, '/privacy-policy'))).toEqual(NONE);
    await analyst.waitForTimeout(500);
    expect(requested(seen)).toEqual(NONE);
    await analyst.close();
  }, 120_000);
});
