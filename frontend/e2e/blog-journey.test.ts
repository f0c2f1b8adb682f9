// The blog in a real browser against the full stack (MySQL in CI): off until "Enable Blog" is on; then read with
// JavaScript off (list, search, tag page, article, feeds), its islands woken with no hydration error, the header's
// Blog link opening it, and every page of it passing axe at WCAG 2.2 AA at 1280 and 320 px.
import type { ConsoleMessage } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import { switchBlogOn } from '../../backend/test/blog-on';
import { signInAsDemoAdmin } from '../../backend/test/admin-session';
import { expectAccessible } from './axe';
import { browserAvailable, openPage, siteInBrowser, wakeIslands } from './support';

const published = demoData.articles.filter((a) => a.isActive).sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1));
const article = demoData.articles.find((a) => a.slug === 'six-implants-one-guide-full-arch-case')!;
const BLOG_PAGES = ['/blog', '/blog/tag/case-report', '/blog?q=guide', `/blog/${article.slug}`];

describe.skipIf(!browserAvailable)('the blog in the browser', { timeout: 240_000 }, () => {
  const run = siteInBrowser('blog');

  it('is read with JavaScript off: the list, a search, a tag page, an article and the feeds', async () => {
    await run.stack.reset();
    await switchBlogOn(run.stack.baseUrl);
    const context = await run.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${run.stack.site}/blog`);
    for (const a of published) await page.getByRole('link', { name: a.title, exact: true }).waitFor();
    // The search is a plain form: typed and sent with no script, its results are /blog?q=.
    await page.getByRole('searchbox', { name: 'Search the articles' }).fill('sinus lift');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/blog\?q=sinus\+lift$/);
    await page.getByText('1 article matches “sinus lift”').waitFor();
    // An article, reached by its card, and a tag page from its tags.
    await page.getByRole('link', { name: 'A lateral sinus lift planned around the implant' }).click();
    await page.getByRole('heading', { level: 1, name: 'A lateral sinus lift planned around the implant' }).waitFor();
    await page.getByRole('link', { name: 'Bone grafting' }).click();
    await page.getByRole('heading', { level: 1, name: 'Articles tagged “Bone grafting”' }).waitFor();
    const feed = await fetch(`${run.stack.site}/blog/rss.xml`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain(`<title>${published[0].title.replace(/&/g, '&amp;')}</title>`);
    await context.close();
  });

  it("wakes the blog pages' islands with no hydration error, and the header's Blog link opens the blog", async () => {
    await run.stack.reset();
    await switchBlogOn(run.stack.baseUrl);
    for (const path of BLOG_PAGES) {
      const page = await run.browser.newPage({ viewport: { width: 1280, height: 900 } });
      const problems: string[] = [];
      page.on('console', (m: ConsoleMessage) => (m.type() === 'error' || m.type() === 'warning') && problems.push(`${m.type()}: ${m.text()}`));
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      await page.goto(`${run.stack.site}${path}`);
      const count = await wakeIslands(page);
      expect(await page.locator('[data-island-live]').count(), path).toBe(count);
      await page.waitForLoadState('networkidle');
      expect(problems, path).toEqual([]);
      await page.close();
    }
    // The header gains a Blog link, as an admin adds one on the Header screen.
    const header = demoData.headers[0];
    const added = await fetch(`${run.stack.baseUrl}/header/update/${header._id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${await signInAsDemoAdmin(run.stack.baseUrl)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...header,
        navigationItems: [...header.navigationItems, { label: 'Blog', href: '/blog', order: header.navigationItems.length + 1 }],
      }),
    });
    expect(added.status).toBe(200);
    const home = await run.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await home.goto(run.stack.site);
    await home.getByRole('heading', { name: 'Latest from the blog' }).waitFor();
    await home.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await home.waitForURL(`${run.stack.site}/blog`);
    await home.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await home.close();
  });

  it('passes axe at WCAG 2.2 AA on every blog page at 1280 and 320 px', async () => {
    await run.stack.reset();
    await switchBlogOn(run.stack.baseUrl);
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 320, height: 640 },
    ])
      for (const path of BLOG_PAGES) {
        const page = await openPage(run.browser, { viewport });
        await page.goto(`${run.stack.site}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        await expectAccessible(page, `${path} at ${viewport.width} px`);
        await page.close();
      }
  });
});
