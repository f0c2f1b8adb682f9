// A photograph as an editor really uploads one, in a real browser against the full stack: a 12-megapixel JPEG put
// in the home page's hero through the hero screen's upload; once resized, a phone (360 px wide at 3x) downloads an
// AVIF of at most 150 KB for it, a desktop less still; the Media Library shows the photo, where it is used, and will
// not delete it while the hero shows it.
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import { makePhoto } from '../../backend/test/photo';
import { expectAccessible } from './axe';
import { imageDownloads } from './image-downloads';
import { allowAnswer } from './page-problems';
import { browserAvailable, openPage, signInAsSuperAdmin, siteInBrowser } from './support';

if (!browserAvailable && process.env.REQUIRE_BROWSER) throw new Error('REQUIRE_BROWSER is set but chromium is missing');

const firstHero = [...demoData.heroes].filter((h) => h.isActive).sort((a, b) => a.displayOrder - b.displayOrder)[0];

describe.skipIf(!browserAvailable)('an editor with a camera photo', () => {
  const run = siteInBrowser('media');
  let photo: Buffer;
  beforeAll(async () => {
    photo = await makePhoto();
  }, 60_000);

  let page: Page;
  beforeEach(async () => {
    await run.stack.reset();
    page = await openPage(run.browser);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail' && page.url() !== 'about:blank') await expectAccessible(page, `media journey "${ctx.task.name}", last screen`);
    await page.close();
  });

  it('puts a 12 MP JPEG in the hero; phones get a small AVIF of it; the library shows it in use', async () => {
    await signInAsSuperAdmin(page, run.stack.site);

    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Hero', exact: true }).click();
    await page.getByRole('listitem', { name: firstHero.title }).getByRole('button', { name: 'Edit' }).click();
    const banner = page.getByRole('textbox', { name: /^Banner URL/ });
    await page.locator('#hero-banner-upload').setInputFiles({ name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect.poll(() => banner.inputValue(), { timeout: 15_000 }).toMatch(/^\/uploads\/images\/[a-f0-9]{24}\.jpg$/);
    const bannerUrl = await banner.inputValue();
    await page.getByRole('button', { name: 'Update Hero' }).click();
    await page.getByText('Hero section updated successfully!').waitFor();

    // The library lists the photo, resizing and then resized, and where it is used.
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Media Library', exact: true }).click();
    const row = page.getByRole('table', { name: 'Media files, newest first' }).getByRole('row').filter({ hasText: 'IMG_4032.jpg' });
    await row.getByText('AVIF and WebP, 6 sizes').waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain('4000 × 3000 px');
    expect(await row.getByRole('link', { name: `Hero section “${firstHero.title}”` }).getAttribute('href')).toBe('/admin/hero');
    // The photo is in use: the server refuses to delete it (409), on purpose here.
    allowAnswer(page, { status: 409, path: /^\/api\/files\/[0-9a-f]{24}$/ });
    await row.getByRole('button', { name: 'Delete IMG_4032.jpg' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(`This file is used in: Hero section “${firstHero.title}”. Choose another image there first.`).waitFor();
    expect(await row.count()).toBe(1);

    // A phone and a desktop, as visitors.
    const phone = await openPage(run.browser, { viewport: { width: 360, height: 740 }, deviceScaleFactor: 3, isMobile: true });
    const onPhone = await imageDownloads(phone, bannerUrl, run.stack.site);
    await phone.close();
    expect(onPhone.map((d) => d.type)).toEqual(['image/avif']);
    expect(onPhone[0].bytes).toBeLessThanOrEqual(150 * 1024);
    const desktop = await openPage(run.browser, { viewport: { width: 1280, height: 800 } });
    const onDesktop = await imageDownloads(desktop, bannerUrl, run.stack.site);
    await desktop.close();
    expect(onDesktop.map((d) => d.type)).toEqual(['image/avif']);
    expect(onDesktop[0].bytes).toBeLessThan(onPhone[0].bytes);
    expect(onPhone[0].bytes).toBeLessThan(photo.length / 10);
  });
});
