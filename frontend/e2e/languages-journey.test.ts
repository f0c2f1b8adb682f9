// A second language as a clinic's team adds it (ADR 0044), in a real browser against the full stack (MySQL whenever it
// answers; CI requires it), starting from a site that speaks English only: the super admin adds German under Homepage
// Settings › Languages; the editor translates the first hero's title and one service's title and leaves the rest;
// `/de/` then shows both translations, every other content text in English marked `lang="en"`, the site's own texts
// in German and German dates, with the right `hreflang` alternates on both pages; and a release holding an English
// and a German change publishes both at once.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import { TRANSLATION_TEXTS } from '@shared/contract/translations';
import { DRAFT_SAVED, RELEASE_APPROVED } from '@shared/contract/releases';
import type { TestBackend } from '../../backend/test/harness';
import * as german from '../src/lib/i18n/messages/de';
import { browserAvailable, launchBrowser, openAdminScreen, openPage, signInAs, submitReleaseForReview, startSite, workInNewRelease } from './support';
import { expectNoPageProblems } from './page-problems';

if (!browserAvailable && process.env.REQUIRE_BROWSER) throw new Error('REQUIRE_BROWSER is set but chromium is missing');

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const editor = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!;
const [firstHero, secondHero] = [...demoData.heroes].filter((h) => h.isActive).sort((a, b) => a.displayOrder - b.displayOrder);
const section = demoData.serviceSections.find((s) => s.isActive)!;
const secondService = section.services[1];

const HERO_DE = 'Geführte Implantatchirurgie, auf den Zehntelmillimeter geplant';
const SERVICE_DE = 'Design von Bohrschablonen';
const HERO2_EN = 'Every implant planned around the nerve, the sinus and the bone';
const HERO2_DE = 'Jedes Implantat geplant um Nerv, Kieferhöhle und Knochen';
const GERMAN_MONTHS = /\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/;

const htmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** The element holding exactly `text` as the page's HTML has it: its attributes (`lang="en"` or none). */
function attributesOf(html: string, text: string): string {
  const at = html.indexOf(`>${htmlText(text)}<`);
  if (at < 0) throw new Error(`“${text}” is not on the page`);
  return html.slice(html.lastIndexOf('<', at), at);
}
/** hreflang → the path it links to. */
const alternates = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], new URL(m[2]).pathname]));

describe.skipIf(!browserAvailable)('a second language, from the settings to the pages and a release', () => {
  let stack: TestBackend & { site: string };
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  const html = async (path: string) => (await fetch(`${stack.site}${path}`, { headers: { Accept: 'text/html' } })).text();
  /** The second hero's title as visitors read it (`lang`: '' or '?lang=de'). */
  const titles = async (lang: string) =>
    ((await (await fetch(`${stack.site}/api/hero/active-list${lang}`)).json()) as { data: { _id: string; title: string }[] }).data.find(
      (h) => h._id === secondHero._id,
    )?.title;

  beforeAll(async () => {
    stack = await startSite('languages-journey', undefined, { mysql: 'when-available' });
    // A site that speaks English only, as a new install does: the demo's languages and translations taken away.
    await stack.db('content_translations').delete();
    const row = await stack.db('homepage_settings').first();
    const { languages: _demoLanguages, ...data } = JSON.parse(row.data) as Record<string, unknown>;
    await stack
      .db('homepage_settings')
      .where('id', row.id)
      .update({ data: JSON.stringify(data) });
    stack.contentCache.invalidate();
    browser = await launchBrowser();
  }, 120_000);
  afterEach(expectNoPageProblems);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  const translate = async (page: Page, screen: string, record: string, label: RegExp, text: string) => {
    await openAdminScreen(page, screen);
    await page.getByLabel('Language', { exact: true }).selectOption('de');
    const card = page.getByRole('region', { name: record });
    await card.getByLabel(label).fill(text);
    // The answer itself, not the toast: an earlier save's may still be showing.
    const saved = page.waitForResponse((r) => r.url().includes('/api/content-translations/') && r.request().method() === 'PUT');
    await card.getByRole('button', { name: /Save/ }).click();
    expect((await saved).status()).toBe(200);
    await card.getByText(TRANSLATION_TEXTS.saved).or(page.getByText(TRANSLATION_TEXTS.saved)).first().waitFor();
  };

  it('is added by the super admin, translated in part by the editor, and shown with its fallbacks marked', async () => {
    expect(await html('/de/')).not.toContain('lang="de"');

    const admin = await openPage(browser);
    await signInAs(admin, stack.site, superAdmin);
    await openAdminScreen(admin, 'Homepage Settings');
    await admin.getByRole('tab', { name: 'Languages' }).click();
    await admin.getByLabel('Code', { exact: true }).fill('de');
    await admin.getByLabel('Name, as its readers write it').fill('Deutsch');
    await admin.getByRole('button', { name: 'Add language' }).click();
    await admin.getByRole('list', { name: 'Site languages' }).getByText('Deutsch').waitFor();
    await admin.getByRole('button', { name: 'Save Settings' }).click();
    await admin.getByText('Homepage settings saved successfully!').first().waitFor();
    await admin.close();

    const page = await openPage(browser);
    await signInAs(page, stack.site, editor);
    await translate(page, 'Hero', firstHero.title, /^Title in Deutsch/, HERO_DE);
    await translate(page, 'Services', section.title, /^Services 1 › Title in Deutsch/, SERVICE_DE);
    await page.close();

    const de = await html('/de/');
    expect(de).toMatch(/<html lang="de" dir="ltr"/);
    // The two translations, in the page's language...
    expect(attributesOf(de, HERO_DE)).not.toContain('lang=');
    expect(attributesOf(de, SERVICE_DE)).not.toContain('lang=');
    // ...every other content text in English, marked so for screen readers...
    expect(attributesOf(de, firstHero.subtitle!)).toContain('lang="en"');
    expect(attributesOf(de, secondService.title)).toContain('lang="en"');
    // ...and the site's own texts in German.
    expect(de).toContain(german.howItWorks.title);
    expect(de).toContain(german.footer.privacyPolicy);
    // German dates on the policy, whose texts are all still English.
    const policy = await html('/de/privacy-policy');
    expect(policy.replace(/<[^>]+>/g, ' ')).toMatch(GERMAN_MONTHS);

    for (const page of ['/', '/de/']) expect(alternates(await html(page))).toEqual({ en: '/', de: '/de/', 'x-default': '/' });
    expect(alternates(policy)).toEqual({ en: '/privacy-policy', de: '/de/privacy-policy', 'x-default': '/privacy-policy' });

    // In a browser: the German page reads as German, its language link goes back to English.
    const visitor = await openPage(browser, { viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    await visitor.goto(`${stack.site}/de/`);
    await visitor.getByRole('heading', { name: HERO_DE }).first().waitFor();
    expect(await visitor.getByRole('link', { name: 'English' }).first().getAttribute('href')).toBe('/');
    await visitor.close();
  }, 300_000);

  it('publishes an English and a German change of one release at once', async () => {
    const page = await openPage(browser);
    await signInAs(page, stack.site, editor);
    await workInNewRelease(page, 'Bilingual launch');
    await openAdminScreen(page, 'Hero');
    await page.getByRole('listitem', { name: secondHero.title }).getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel(/^Title/).fill(HERO2_EN);
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.getByText(DRAFT_SAVED).first().waitFor();
    await translate(page, 'Hero', HERO2_EN, /^Title in Deutsch/, HERO2_DE);
    const releaseId = await submitReleaseForReview(page, 'Bilingual launch');
    await page.close();
    // Drafts only: visitors of either language see neither.
    expect(await titles('')).toBe(secondHero.title);
    expect(await titles('?lang=de')).not.toBe(HERO2_DE);

    const admin = await openPage(browser);
    await signInAs(admin, stack.site, superAdmin);
    await admin.goto(`${stack.site}/admin/releases?release=${releaseId}`);
    await admin.getByRole('button', { name: 'Approve and publish now' }).click();
    await admin.getByText(RELEASE_APPROVED).first().waitFor();
    await admin.close();

    // Both at once, in each language's read of the heroes (the carousel renders its other slides in the browser).
    await expect.poll(() => titles(''), { timeout: 10_000 }).toBe(HERO2_EN);
    expect(await titles('?lang=de')).toBe(HERO2_DE);
  }, 300_000);
});
