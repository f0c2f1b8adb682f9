// A page in another of the site's languages, in chromium on the real backend (ADR 0044): /de/ shows the hero in
// German, offers the page in the other languages by links the server wrote, names them for search engines, passes
// axe; a browser that prefers another of the site's languages is offered it by a notice, and never moved; /ar/ is
// mirrored, right to left, with the English it still shows running left to right.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contentTranslations } from '@shared/demo-content';
import { HERO_IDS } from '@shared/demo-content/ids';
import { pricing as arabicPricing } from '@/lib/i18n/messages/ar';
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

  it('/ar/ runs right to left: the header starts on the right, the plans scroll the other way, English fallbacks read left to right, axe passes', async () => {
    const page = await openPage(run.browser, { viewport: { width: 1280, height: 900 }, locale: 'ar', reducedMotion: 'reduce' });
    await page.goto(`${run.stack.site}/ar/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settled(page);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // The brand, first in the header, is at its right edge; the language links, last, at its left.
    const brand = (await page.locator('[data-site-header] .navbar-brand').boundingBox())!;
    const languages = (await page.locator('[data-site-header] [data-language-links]').boundingBox())!;
    expect(brand.x).toBeGreaterThan(640);
    expect(languages.x + languages.width).toBeLessThan(640);
    // Bootstrap's rules are at the line's start: a checkbox's room is on its right.
    const check = await page.evaluate(() => {
      const box = getComputedStyle(document.querySelector('.form-check')!);
      return [box.paddingRight, box.paddingLeft];
    });
    expect(check).toEqual(['24px', '0px']);

    // The arrow back towards the start of the plans is on the right and scrolls right; its chevron points right.
    const back = page.getByRole('button', { name: arabicPricing!.scrollRight });
    const forth = page.getByRole('button', { name: arabicPricing!.scrollLeft });
    await back.scrollIntoViewIfNeeded();
    expect((await back.boundingBox())!.x).toBeGreaterThan((await forth.boundingBox())!.x);
    const pointsRight = await back.locator('svg').evaluate((svg) => {
      const box = svg.getBoundingClientRect();
      const tip = (svg.querySelector('path') as SVGPathElement).getBoundingClientRect();
      // The chevron's path is drawn pointing left (M12.5 4l-6 6 6 6) and turned round: its tip, the path's
      // narrow end, is then to the right of the icon's middle.
      return getComputedStyle(svg).transform !== 'none' && tip.right > box.left + box.width / 2;
    });
    expect(pointsRight).toBe(true);
    const track = page.locator('[data-pricing-track]');
    const before = await track.evaluate((t) => t.scrollLeft);
    await forth.click();
    await expect.poll(() => track.evaluate((t) => t.scrollLeft)).toBeLessThan(before);

    // A text of the services still in English runs left to right: its first letter is on its left (on the right
    // it would be, read right to left).
    const english = page.locator('#services-section [lang="en"]').first();
    await english.scrollIntoViewIfNeeded();
    const startsLeft = await english.evaluate((el) => {
      const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()) as Text;
      const range = document.createRange();
      range.setStart(text, text.textContent!.search(/\S/));
      range.setEnd(text, text.textContent!.search(/\S/) + 1);
      const box = el.getBoundingClientRect();
      return range.getBoundingClientRect().left < box.left + box.width / 2;
    });
    expect(startsLeft).toBe(true);
    await expectAccessible(page, '/ar/ at 1280 px');
    await page.close();
  });
});
