// What the accessibility suites share: the public pages they visit, and a suite's stack and browser with the ways
// it opens a page or an admin screen once it is live. The suites are three files so they run side by side.
import type { Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { demoData } from '@shared/demo-content';
import { axeLog } from './axe';
import { allowAnswer } from './page-problems';
import { browserAvailable, openPage, settled, signInAsSuperAdmin, siteInBrowser } from './support';

if (!browserAvailable && process.env.REQUIRE_BROWSER) throw new Error('REQUIRE_BROWSER is set but chromium is missing');

export const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const UNKNOWN_SERVICE = '/service-details/0000000000000000000000ff';
const UNKNOWN_PAGE = '/no-such-page';
/** The pages visited for their not-found view: answered 404 on purpose. */
const NOT_FOUND_PAGES = new Set([UNKNOWN_PAGE, UNKNOWN_SERVICE]);
export const PUBLIC_PAGES = [
  '/',
  '/contact',
  ...demoData.serviceDetails.map((d) => `/service-details/${d.serviceId}`),
  '/privacy-policy',
  '/terms-conditions',
  '/login',
  // An email's link pages: ready to press, and a result.
  '/newsletter/confirm?token=not-checked-until-pressed',
  '/newsletter/unsubscribe?done=unsubscribed',
  UNKNOWN_PAGE,
  UNKNOWN_SERVICE,
];

/** Each test visits a dozen pages or more, with axe on each: minutes, not seconds, on a loaded CI machine (50 s alone,
 * over 180 s beside the stories on a slow day). */
export const A11Y_TIMEOUT = 360_000;

/** A suite's stack and browser (started before its tests), and how it opens pages and screens. */
export function a11ySuite(name: string) {
  const run = siteInBrowser(name);
  afterAll(() => {
    if (axeLog.length) console.log(`axe, WCAG 2.2 A/AA:\n${axeLog.map((l) => `  ${String(l.violations).padStart(3)}  ${l.where}`).join('\n')}`);
  });

  /** A page opened at `path` once it is live: its heading on screen and nothing more on the way. */
  async function open(path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
    const page = await openPage(run.browser, { viewport });
    if (NOT_FOUND_PAGES.has(path)) allowAnswer(page, { status: 404, path });
    await page.goto(`${run.stack.site}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settled(page);
    return page;
  }

  const signIn = (page: Page) => signInAsSuperAdmin(page, run.stack.site);

  async function openScreen(page: Page, label: string) {
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: label, exact: true }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settled(page);
  }

  return { run, open, signIn, openScreen };
}
