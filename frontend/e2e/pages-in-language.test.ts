// A page in another of the site's languages, in chromium on the real backend (ADR 0044): /de/ shows the hero in
// German, offers the page in the other languages by links the server wrote, names them for search engines, passes
// axe; a browser that prefers another of the site's languages is offered it by a notice, and never moved.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contentTranslations } from '@shared/demo-content';
import { HERO_IDS } from '@shared/demo-content/ids';
import { expectAccessible } from './axe';
import { browserAvailable, openPage, settled, siteInBrowser } from './support';

const germanHero = contentTranslations.find((t) => t.kind === 'hero' && t.recordId === HERO_IDS.surgicalGuide && t.lang === 'de')!;

describe.skipIf(!browserAvailable)('the site in German', { timeout: 180_000 }, () => {
  const run = siteInBrowser('languages');

  async function open(path: string, locale: string): Promise<Page> {
    const page = await openPage(run.browser, { viewport: { width: 1280, height: 900 }, locale });
    await page.goto(`${run.stack.site}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settled(page);
    return page;
  }

  it('/de/ is in German, links to itself in English and Arabic, names its alternates and passes axe', async () => {
    // The demo seed holds the German texts.
    await run.stack.reset();
    run.stack.contentCache.invalidate();
    const page = await open('/de/', 'de-DE');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(germanHero.texts.title);
    const languages = page.getByRole('list', { name: 'Sprache' });
    expect(await languages.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/');
    expect(await languages.getByRole('link', { name: 'العربية' }).getAttribute('href')).toBe('/ar/');
    expect(await languages.getByRole('link', { name: 'Deutsch' }).getAttribute('aria-current')).toBe('true');
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).hreflang));
    expect(alternates).toEqual(['en', 'de', 'ar', 'x-default']);
    // A browser that prefers German is offered nothing.
    expect(await page.locator('[data-language-suggestion]').count()).toBe(0);
    await expectAccessible(page, '/de/ at 1280 px');
    await page.close();
  });

  it('a browser that prefers English is offered the English page by a notice it can dismiss, and stays on /de/', async () => {
    const page = await open('/de/contact', 'en-US');
    const notice = page.locator('[data-language-suggestion]');
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/contact');
    expect(new URL(page.url()).pathname).toBe('/de/contact');
    await expectAccessible(page, '/de/contact with the language notice');
    await notice.getByRole('button').click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settled(page);
    expect(await page.locator('[data-language-suggestion]').count()).toBe(0);
    await page.close();
  });
});
