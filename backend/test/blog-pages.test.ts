// The blog as visitors and crawlers get it from the server, with no script: off until the settings' "Enable Blog"
// switch is on; then its list, tag pages, search, articles, feeds, sitemap entries and the home page's section.
import { describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import { escapeHtml } from '../src/render/html-head';
import { signInAsDemoAdmin } from './admin-session';
import { switchBlogOn } from './blog-on';
import { sourceSiteBackend } from './source-site';

const run = sourceSiteBackend({ reset: true });

const settings = demoData.homepageSettings[0];
const published = demoData.articles.filter((a) => a.isActive).sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1));
const article = demoData.articles.find((a) => a.slug === 'six-implants-one-guide-full-arch-case')!;

async function page(path: string) {
  const res = await fetch(`${run.site}${path}`, { headers: { Accept: 'text/html' } });
  return { res, html: await res.text() };
}

/** The article titles a page shows as card headings, in order. */
const cardTitles = (html: string) => [...html.matchAll(/<h[23] class="h5 card-title"><a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);

describe('the blog, server-rendered', () => {
  it('is not there while "Enable Blog" is off: its pages and feeds answer 404, and no page names a feed', async () => {
    for (const path of ['/blog', `/blog/${article.slug}`, '/blog/tag/case-report']) expect((await page(path)).res.status, path).toBe(404);
    for (const path of ['/blog/rss.xml', '/blog/atom.xml']) expect((await fetch(`${run.site}${path}`)).status, path).toBe(404);
    expect((await page('/')).html).not.toContain('application/rss+xml');
    expect(await (await fetch(`${run.site}/sitemap.xml`)).text()).not.toContain('/blog');
  });

  it('lists the published articles newest first, by tag and by search, with pages that say what went wrong', async () => {
    await switchBlogOn(run.b.baseUrl);
    const list = await page('/blog');
    expect(list.res.status).toBe(200);
    expect(cardTitles(list.html)).toEqual(published.map((a) => escapeHtml(a.title)));
    expect(list.html).toContain('action="/blog"');
    expect(list.html).toContain('<link rel="alternate" type="application/rss+xml"');

    const tag = await page('/blog/tag/case-report');
    expect(cardTitles(tag.html)).toEqual(published.filter((a) => a.tags.some((t) => t.slug === 'case-report')).map((a) => escapeHtml(a.title)));
    expect((await page('/blog/tag/zirconia-bridges')).res.status).toBe(404);

    const search = await page('/blog?q=sinus+lift');
    expect(cardTitles(search.html)).toEqual([escapeHtml('A lateral sinus lift planned around the implant')]);
    // Another search is another page, not the first one's kept copy.
    expect(cardTitles((await page('/blog?q=curing')).html)).toEqual([escapeHtml('Printing guides in the practice: resins, orientation and post-curing')]);
    expect((await page('/blog?q=zygomatic')).html).toContain('No articles match');

    for (const path of ['/blog?page=0', '/blog?page=2', '/blog?page=abc']) {
      const odd = await page(path);
      expect(odd.res.status, path).toBe(404);
      expect(odd.html, path).toMatch(/There is no page [^ ]+ of the blog/);
    }
    expect((await page(`/blog?q=${encodeURIComponent('?!...')}`)).html).toContain('Search for at least one letter or digit');
  });

  it('renders an article with its head for crawlers and link previews, and no script of its own', async () => {
    await switchBlogOn(run.b.baseUrl);
    const { res, html } = await page(`/blog/${article.slug}`);
    expect(res.status).toBe(200);
    expect(html).toContain(`<h1 class="display-6 fw-bold">${escapeHtml(article.title)}</h1>`);
    expect(html).toContain(`<link rel="canonical" href="${settings.canonicalUrl}blog/${article.slug}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<meta property="og:description" content="${escapeHtml(article.seo!.metaDescription!)}" />`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="https?://[^"]+${article.coverImage!.url}" />`));
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const graph = JSON.parse(ld!) as { '@type': string; headline?: string }[];
    expect(graph.map((g) => g['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(graph[0].headline).toBe(article.title);
    for (const block of article.body.content) if (block.type === 'figure') expect(html).toContain(`alt="${escapeHtml(block.attrs.alt)}"`);
    // The related articles share its tags.
    expect(html).toContain('Related articles');
    expect((await page('/blog/no-such-article')).res.status).toBe(404);
  });

  it("answers an article's earlier address with 301 to its current one, and a deleted article's with 410", async () => {
    await switchBlogOn(run.b.baseUrl);
    const auth = { Authorization: `Bearer ${await signInAsDemoAdmin(run.b.baseUrl)}`, 'Content-Type': 'application/json' };
    const put = (json: object) =>
      fetch(`${run.b.baseUrl}/articles/${article._id}`, { method: 'PUT', headers: auth, body: JSON.stringify({ ...article, ...json }) });
    expect((await put({ slug: 'full-arch-guided-surgery-case' })).status).toBe(200);
    const moved = await fetch(`${run.site}/blog/${article.slug}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/blog/full-arch-guided-surgery-case');
    expect((await page('/blog/full-arch-guided-surgery-case')).res.status).toBe(200);
    expect((await fetch(`${run.b.baseUrl}/articles/${article._id}`, { method: 'DELETE', headers: auth })).status).toBe(200);
    for (const slug of [article.slug, 'full-arch-guided-surgery-case']) {
      const gone = await page(`/blog/${slug}`);
      expect(gone.res.status, slug).toBe(410);
      expect(gone.html).toContain('Article Removed');
    }
  });

  it('serves RSS and Atom feeds and lists every article in the sitemap', async () => {
    await switchBlogOn(run.b.baseUrl);
    const rss = await fetch(`${run.site}/blog/rss.xml`);
    expect(rss.headers.get('content-type')).toContain('application/rss+xml');
    const rssText = await rss.text();
    expect([...rssText.matchAll(/<item>/g)]).toHaveLength(published.length);
    expect(rssText).toContain(`<link>${settings.canonicalUrl}blog/${published[0].slug}</link>`);
    const atom = await (await fetch(`${run.site}/blog/atom.xml`)).text();
    expect([...atom.matchAll(/<entry>/g)]).toHaveLength(published.length);
    expect(atom).toContain(`<title>${escapeHtml(published[0].title)}</title>`);
    const sitemap = await (await fetch(`${run.site}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${settings.canonicalUrl}blog</loc>`);
    for (const a of published) expect(sitemap).toContain(`<loc>${settings.canonicalUrl}blog/${a.slug}</loc><lastmod>`);
  });

  it("shows the three newest on the home page, and the header's Blog link keeps its address", async () => {
    await switchBlogOn(run.b.baseUrl);
    const { html } = await page('/');
    expect(html).toContain('Latest from the blog');
    expect(cardTitles(html)).toEqual(published.slice(0, 3).map((a) => escapeHtml(a.title)));
  });
});
