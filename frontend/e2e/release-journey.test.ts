// A spring campaign as a clinic's team runs it (ADR 0033), in a real browser against two instances of the full stack
// on one database (MySQL whenever it answers; CI requires it), each publishing scheduled releases as in production:
// the editor drafts a new hero title, a pricing change and a colour change into a release on instance A and submits
// it; the super admin, on instance B, makes a preview link, which a fresh browser with no session opens and sees all
// three while the public site shows none; approves it for the next minute but one; at that time both instances serve
// all three, and the activity log holds the one publish; undoing the release brings back the three originals.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import { DRAFT_SAVED, RELEASE_APPROVED_SCHEDULED, RELEASE_REVERTED } from '@shared/contract/releases';
import type { TestBackend } from '../../backend/test/harness';
import { browserAvailable, launchBrowser, openAdminScreen, openPage, signInAs, startSite, submitReleaseForReview, workInNewRelease } from './support';
import { expectNoPageProblems } from './page-problems';

if (!browserAvailable && process.env.REQUIRE_BROWSER) throw new Error('REQUIRE_BROWSER is set but chromium is missing');

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const editor = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!;
const firstHero = [...demoData.heroes].filter((h) => h.isActive).sort((a, b) => a.displayOrder - b.displayOrder)[0];
const firstPlan = demoData.pricingConfigs[0].plans[0];
const settings = demoData.homepageSettings[0];

const RELEASE = 'Spring campaign';
const TITLE = 'This spring: guided implant surgery planned in 48 hours';
const PLAN = `${firstPlan.name} spring plan`;
const COLOUR = '#7c3aed';
/** What each of the three changes puts in a home page, and what it had before. */
const CHANGES = [
  { what: 'hero title', now: TITLE, was: firstHero.title },
  { what: 'plan name', now: PLAN, was: firstPlan.name },
  { what: 'primary colour', now: `--bs-primary:${COLOUR}`, was: `--bs-primary:${settings.primaryColor}` },
];

/** Which of the three changes `html` shows: 'new', 'old', or a mix. */
const shown = (html: string) => CHANGES.map((c) => (html.includes(c.now) ? 'new' : html.includes(c.was) ? 'old' : 'missing'));

const homeHtml = async (site: string) => (await fetch(`${site}/`)).text();

async function until(what: string, check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.skipIf(!browserAvailable)('a release, from drafts to two instances and back', () => {
  let stack: TestBackend & { site: string };
  let browser: Browser;
  /** Instance A (the editor's) and instance B (the super admin's), as a load balancer would send them. */
  let sites: [string, string];

  beforeAll(async () => {
    stack = await startSite('releases', undefined, { mysql: 'when-available', releaseSchedulers: true });
    const second = await stack.secondInstance();
    sites = [stack.site, second.baseUrl.replace(/\/api$/, '')];
    browser = await launchBrowser();
  }, 120_000);
  afterEach(expectNoPageProblems);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  const menu = openAdminScreen;
  const draftSaved = (page: Page) => page.getByText(DRAFT_SAVED).first().waitFor();

  it('is drafted and submitted by the editor, previewed, scheduled and published on both instances, then undone', async () => {
    const utc = { viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' };
    for (const site of sites) expect(shown(await homeHtml(site))).toEqual(['old', 'old', 'old']);

    // The editor, on instance A: a release, and three drafts made from the content screens while working in it.
    const editorPage = await openPage(browser, utc);
    await signInAs(editorPage, sites[0], editor);
    await workInNewRelease(editorPage, RELEASE);

    await menu(editorPage, 'Hero');
    await editorPage.getByRole('listitem', { name: firstHero.title }).getByRole('button', { name: 'Edit' }).click();
    await editorPage.getByLabel(/^Title/).fill(TITLE);
    await editorPage.getByRole('button', { name: 'Save as draft' }).click();
    await draftSaved(editorPage);

    await menu(editorPage, 'Pricing');
    const planName = editorPage.getByLabel(/^Plan Name/).first();
    await expect.poll(() => planName.inputValue()).toBe(firstPlan.name);
    await planName.fill(PLAN);
    await editorPage.getByRole('button', { name: 'Save as draft' }).click();
    await draftSaved(editorPage);

    await menu(editorPage, 'Homepage Settings');
    await editorPage.getByRole('tab', { name: 'Design' }).click();
    await editorPage.getByLabel('Primary Color hex code').fill(COLOUR);
    await editorPage.getByRole('button', { name: 'Save as draft' }).click();
    await draftSaved(editorPage);

    const releaseId = await submitReleaseForReview(editorPage, RELEASE);
    expect(releaseId).toMatch(/^[0-9a-f]{24}$/);
    await editorPage.close();
    // Drafts, not changes: nothing visitors see has moved.
    for (const site of sites) expect(shown(await homeHtml(site))).toEqual(['old', 'old', 'old']);

    // The super admin, on instance B: the preview link...
    const adminPage = await openPage(browser, utc);
    await signInAs(adminPage, sites[1], superAdmin);
    await adminPage.goto(`${sites[1]}/admin/releases?release=${releaseId}`);
    await adminPage.getByRole('button', { name: 'Create preview link' }).click();
    const link = await adminPage.getByLabel('Preview link').inputValue();
    expect(link).toMatch(new RegExp(`^${sites[1]}/preview/`));

    // ...opened in a fresh browser with no session: the whole site with the release, and only there.
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const colleague = await openPage(browser, { viewport });
      await colleague.goto(link);
      await colleague.waitForURL(`${sites[1]}/`);
      await colleague.getByText('this is not the live site').first().waitFor();
      expect(shown(await colleague.content())).toEqual(['new', 'new', 'new']);
      await colleague.close();
    }
    for (const site of sites) expect(shown(await homeHtml(site))).toEqual(['old', 'old', 'old']);

    // Approved for the next whole minute at least a minute ahead (the field takes minutes).
    const at = Math.ceil((Date.now() + 60_000) / 60_000) * 60_000;
    await adminPage.getByLabel(/^Publish at/).fill(new Date(at).toISOString().slice(0, 16));
    await adminPage.getByLabel(/^Comment for the author/).fill('Approved for Monday morning.');
    await adminPage.getByRole('button', { name: 'Approve and schedule' }).click();
    await adminPage.getByText(RELEASE_APPROVED_SCHEDULED).first().waitFor();
    for (const site of sites) expect(shown(await homeHtml(site))).toEqual(['old', 'old', 'old']);

    // At that minute, both instances serve all three (never a mix), within seconds of it.
    await until('the scheduled time', async () => Date.now() >= at - 3_000, 150_000);
    for (const site of sites) expect(shown(await homeHtml(site))).toEqual(['old', 'old', 'old']);
    await until(
      'both instances to serve the release',
      async () => (await Promise.all(sites.map(homeHtml))).every((h) => shown(h).every((s) => s === 'new')),
      20_000,
    );
    expect(Date.now() - at).toBeLessThan(20_000);

    // One publish in the activity log, by the super admin who approved it.
    await adminPage.goto(`${sites[0]}/admin/activity`);
    const published = adminPage
      .getByRole('table', { name: 'Activity, newest first' })
      .getByRole('row')
      .filter({ hasText: `Published release “${RELEASE}”` });
    await published.first().waitFor();
    expect(await published.count()).toBe(1);
    expect(await published.first().textContent()).toContain('(3 changes)');
    expect(await published.first().textContent()).toContain(superAdmin.admin.name);

    // Undone in one step: the three originals are back on both instances.
    await adminPage.goto(`${sites[1]}/admin/releases?release=${releaseId}`);
    await adminPage.getByRole('button', { name: 'Undo', exact: true }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Undo release' }).click();
    await adminPage.getByText(RELEASE_REVERTED).first().waitFor();
    await until(
      'both instances to serve the originals',
      async () => (await Promise.all(sites.map(homeHtml))).every((h) => shown(h).every((s) => s === 'old')),
      10_000,
    );
    await adminPage.close();
  }, 300_000);
});
