// The blog in another language (ADR 0044), on SQLite and MySQL: an article's German slug finds it and any other of
// its slugs moves to it, its German body stands in for the English one (which, left untranslated, is named so the
// page marks it), the search reads the German texts, and a bad slug or body, or a slug another article has, is
// refused naming the field. Then the pages, feeds and sitemap the server renders in German.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@shared/contract/schema';
import { ARTICLE_IDS, contentTranslations, demoData } from '@shared/demo-content';
import { escapeHtml } from '../src/render/html-head';
import { signInAsDemoAdmin } from './admin-session';
import { switchBlogOn } from './blog-on';
import { mysqlAvailable, mysqlDatabase, startTestBackend, type TestBackend } from './harness';
import { sourceSiteBackend } from './source-site';

type S = components['schemas'];
type Answer<T> = { status: number; body: { success: boolean; data: T; message?: string; errors?: { field: string; message: string }[] } };

const english = demoData.articles.find((a) => a._id === ARTICLE_IDS.fullArchCase)!;
const german = contentTranslations.find((t) => t.kind === 'article' && t.recordId === english._id && t.lang === 'de')!.texts;
const other = demoData.articles.find((a) => a._id === ARTICLE_IDS.cbctChecklist)!;
const otherGerman = contentTranslations.find((t) => t.kind === 'article' && t.recordId === other._id && t.lang === 'de')!.texts;
const paragraph = (text: string) => JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

const available = await mysqlAvailable();
const databases: [string, () => Promise<Parameters<typeof startTestBackend>[0]>][] = [['SQLite', async () => ({})]];
if (available) databases.push(['MySQL', async () => ({ mysqlUrl: await mysqlDatabase('novaguide_articles_in_language') })]);

describe.each(databases)('articles in German on %s', (_name, options) => {
  let b: TestBackend;
  let token: string;
  beforeAll(async () => {
    b = await startTestBackend(await options());
    token = await signInAsDemoAdmin(b.baseUrl);
  });
  afterAll(() => b?.close());
  beforeEach(() => b.reset());

  async function call<T>(method: string, path: string, json?: unknown): Promise<Answer<T>> {
    const res = await fetch(`${b.baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
  }
  const translate = (id: string, values: Record<string, string | null>) =>
    call<S['TranslationRecord']>('PUT', `/content-translations/article/${id}?lang=de`, { values });
  const read = (slug: string, lang = 'de') => call<S['PublicArticle'] & { untranslated?: string[] }>('GET', `/blog/articles/${slug}?lang=${lang}`);
  const search = (q: string, lang = 'de') =>
    call<(S['ArticleCard'] & { untranslated?: string[] })[]>('GET', `/blog/articles?q=${encodeURIComponent(q)}&lang=${lang}`);

  it('finds an article by its German slug, with its German body, and answers any other of its slugs with the German one', async () => {
    const byGerman = await read(german.slug);
    expect(byGerman.status).toBe(200);
    expect(byGerman.body.data).toMatchObject({ _id: english._id, slug: german.slug, title: german.title, body: JSON.parse(german.body) });
    expect(byGerman.body.data.untranslated).not.toContain('body');
    // The English slug under /de/ answers the German slug, which the page moves to; the German slug without lang the English one.
    expect((await read(english.slug)).body.data.slug).toBe(german.slug);
    expect((await call<S['PublicArticle']>('GET', `/blog/articles/${german.slug}`)).body.data.slug).toBe(english.slug);
  });

  it('keeps an earlier German slug leading to the article, and its cards and related articles carry the German slugs', async () => {
    expect((await translate(english._id, { ...german, slug: 'ganz-neuer-slug' })).status).toBe(200);
    expect((await read(german.slug)).body.data.slug).toBe('ganz-neuer-slug');
    const cards = (await call<S['ArticleCard'][]>('GET', '/blog/articles?lang=de')).body.data;
    expect(cards.find((c) => c._id === english._id)!.slug).toBe('ganz-neuer-slug');
    expect(cards.find((c) => c._id === other._id)!.slug).toBe(otherGerman.slug);
  });

  it('shows the English body where the German one is missing, naming it in untranslated', async () => {
    expect((await translate(english._id, { ...german, body: null })).status).toBe(200);
    const answer = (await read(german.slug)).body.data;
    expect(answer.body).toEqual(english.body);
    expect(answer.untranslated).toContain('body');
    expect(answer.title).toBe(german.title);
  });

  it('searches the German texts in German, the English ones where an article has none, and the English texts without lang', async () => {
    const found = (await search('kippelt')).body.data.map((c) => c._id);
    expect(found).toEqual([ARTICLE_IDS.printingGuides]);
    expect((await search('kippelt', 'en')).body.data).toEqual([]);
    // A German word written by a translation is found at once; the English title of an article without German texts still is.
    expect((await translate(english._id, { ...german, body: paragraph('Zirkonoxidbrücke auf sechs Implantaten') })).status).toBe(200);
    expect((await search('zirkonoxid')).body.data.map((c) => c._id)).toEqual([english._id]);
    await b.db('content_translations').where({ kind: 'article', record_id: other._id, lang: 'de' }).delete();
    expect((await translate(other._id, { title: 'Nur ein deutscher Titel' })).status).toBe(200);
    expect((await search('cotton rolls')).body.data.map((c) => c._id)).toEqual([other._id]);
    expect((await search('deutscher titel')).body.data.map((c) => c._id)).toEqual([other._id]);
  });

  it('refuses a bad slug or body with 400 and a slug another article has, in any language, with 409, naming the field', async () => {
    const badSlug = await translate(english._id, { slug: 'Kein Slug!' });
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.errors?.map((e) => e.field)).toEqual(['values.slug']);
    const badBody = await translate(english._id, { body: JSON.stringify({ type: 'doc', content: [{ type: 'iframe' }] }) });
    expect(badBody.status).toBe(400);
    expect(badBody.body.errors?.map((e) => e.field)).toEqual(['values.body']);
    for (const taken of [otherGerman.slug, other.slug]) {
      const duplicate = await translate(english._id, { slug: taken });
      expect(duplicate.status, taken).toBe(409);
      expect(duplicate.body.errors).toEqual([{ field: 'values.slug', message: 'is used by another article' }]);
    }
    // Nothing was stored: the German slug is as it was.
    expect((await read(german.slug)).body.data.slug).toBe(german.slug);
    // And the default slug of another article cannot take a German one either.
    const stolen = await call('PUT', `/articles/${other._id}`, { ...other, slug: german.slug });
    expect(stolen.status).toBe(409);
  });
});

describe('the blog in German, server-rendered', () => {
  const run = sourceSiteBackend({ reset: true });
  const BASE = 'https://novaguide.example/';
  const page = async (path: string) => {
    const res = await fetch(`${run.site}${path}`, { headers: { Accept: 'text/html' }, redirect: 'manual' });
    return { res, html: await res.text() };
  };

  it('renders an article at its German slug with hreflang alternates at each language’s slug, and moves its English slug there', async () => {
    await switchBlogOn(run.b.baseUrl);
    const { res, html } = await page(`/de/blog/${german.slug}`);
    expect(res.status).toBe(200);
    expect(html).toContain(`>${escapeHtml(german.title)}</h1>`);
    expect(html).toContain('Geplant von den Zähnen aus, nicht vom Knochen');
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${BASE}blog/${english.slug}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="de" href="${BASE}de/blog/${german.slug}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${BASE}blog/${english.slug}" />`);
    expect(html).toContain(`href="${BASE}de/blog/rss.xml"`);

    const moved = await page(`/de/blog/${english.slug}`);
    expect(moved.res.status).toBe(301);
    expect(moved.res.headers.get('location')).toBe(`/de/blog/${german.slug}`);
    const back = await page(`/blog/${german.slug}`);
    expect(back.res.status).toBe(301);
    expect(back.res.headers.get('location')).toBe(`/blog/${english.slug}`);
  });

  it('marks a body shown in English on a German page with lang="en"', async () => {
    await switchBlogOn(run.b.baseUrl);
    await run.b
      .db('content_translations')
      .where({ kind: 'article', record_id: english._id, lang: 'de' })
      .update({ texts: JSON.stringify({ ...german, body: undefined }) });
    run.b.contentCache.invalidate();
    const { html } = await page(`/de/blog/${german.slug}`);
    expect(html).toMatch(/<div class="article-body[^"]*" lang="en">/);
  });

  it('serves the feeds in German, with German texts and links, and lists each article at its German slug in the sitemap', async () => {
    await switchBlogOn(run.b.baseUrl);
    const rss = await (await fetch(`${run.site}/de/blog/rss.xml`)).text();
    expect(rss).toContain('<language>de</language>');
    expect(rss).toContain(`<title>${escapeHtml(german.title)}</title>`);
    expect(rss).toContain(`<link>${BASE}de/blog/${german.slug}</link>`);
    const atom = await (await fetch(`${run.site}/de/blog/atom.xml`)).text();
    expect(atom).toContain('xml:lang="de"');
    expect(atom).toContain(`href="${BASE}de/blog/${german.slug}"`);
    // The default's stay where they were, in English; a segment that is no language is no feed.
    expect(await (await fetch(`${run.site}/blog/rss.xml`)).text()).toContain('<language>en</language>');
    expect((await fetch(`${run.site}/fr/blog/rss.xml`)).status).toBe(404);
    const sitemap = await (await fetch(`${run.site}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${BASE}de/blog/${german.slug}</loc>`);
    expect(sitemap).toContain(`<loc>${BASE}blog/${english.slug}</loc>`);
  });
});
