// The blog's articles on a real backend: slugs, authors, the body's allow-list and size, the public reads' tag,
// search and related rules, and a write's place in the history and the activity log. On the embedded SQLite
// database, and on MySQL when a server answers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@shared/contract/schema';
import { listArg } from '@shared/contract/blog-pages';
import { ARTICLE_MESSAGES, RELATED_LIMIT } from '@shared/contract/articles';
import { ARTICLE_IDS, demoData, SUPER_ADMIN_ID } from '@shared/demo-content';
import { initialDataLoaders } from '../src/render/initial-data-loaders';
import { mysqlAvailable, mysqlDatabase, startTestBackend, type TestBackend } from './harness';
import { signInAsDemoAdmin } from './admin-session';

type S = components['schemas'];
interface Answer<T = unknown> {
  success: boolean;
  message?: string;
  data: T;
  errors?: S['FieldError'][];
  pagination?: S['Pagination'];
}

const paragraph = (text: string): S['RichTextBlock'] => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const doc = (...content: S['RichTextBlock'][]): S['RichTextDocument'] => ({ type: 'doc', content });

let b: TestBackend;
let token: string;

async function call<T = unknown>(method: string, path: string, body?: unknown, opts: { token?: string | null; raw?: string } = {}) {
  const bearer = opts.token === undefined ? token : opts.token;
  const res = await fetch(`${b.baseUrl}${path}`, {
    method,
    headers: {
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      ...(body === undefined && opts.raw === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: opts.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  return { status: res.status, body: (await res.json()) as Answer<T> };
}

const create = (input: Partial<S['ArticleInput']>) =>
  call<S['Article']>('POST', '/articles', { title: 'A guide to guides', body: doc(paragraph('Some words.')), ...input });

const available = await mysqlAvailable();
if (!available && process.env.REQUIRE_MYSQL) throw new Error('REQUIRE_MYSQL is set but MySQL does not answer at 127.0.0.1:3306');
const databases: [string, () => Promise<Parameters<typeof startTestBackend>[0]>][] = [['SQLite', async () => ({})]];
if (available) databases.push(['MySQL', async () => ({ mysqlUrl: await mysqlDatabase('novaguide_articles') })]);

describe.each(databases)('articles on %s', (_name, options) => {
  beforeAll(async () => {
    b = await startTestBackend(await options());
    token = await signInAsDemoAdmin(b.baseUrl);
  });
  afterAll(() => b?.close());
  beforeEach(() => b.reset());

  describe('the demo articles', () => {
    it('are seeded, each with its tags and its author by name', async () => {
      const { status, body } = await call<S['Article'][]>('GET', '/articles?limit=50');
      expect(status).toBe(200);
      expect(body.data.map((a) => a._id).sort()).toEqual(Object.values(ARTICLE_IDS).sort());
      for (const demo of demoData.articles) {
        const stored = body.data.find((a) => a._id === demo._id)!;
        expect(stored).toMatchObject({
          slug: demo.slug,
          tags: demo.tags,
          author: demo.author,
          publishedAt: demo.publishedAt,
          readingMinutes: demo.readingMinutes,
        });
        expect(stored.body).toEqual(demo.body);
      }
    });
  });

  describe("the admin's list", () => {
    it('filters by tag, author and a text in the title, excerpt or slug, whatever its case, published or not', async () => {
      const hidden = await create({ title: 'A draft about 100% zirconia_bars', tags: ['Drafts'], isActive: false });
      const ids = async (query: string) => (await call<S['Article'][]>('GET', `/articles?${query}`)).body.data.map((a) => a._id);
      expect(await ids('tag=drafts')).toEqual([hidden.body.data._id]);
      expect(await ids('text=ZIRCONIA')).toEqual([hidden.body.data._id]);
      expect(await ids(`text=${encodeURIComponent('100%')}`)).toEqual([hidden.body.data._id]);
      expect(await ids('text=_')).toEqual([hidden.body.data._id]);
      const byEditor = demoData.articles.filter((a) => a.authorId !== SUPER_ADMIN_ID).map((a) => a._id);
      expect((await ids(`author=${demoData.articles.find((a) => a.authorId !== SUPER_ADMIN_ID)!.authorId}&limit=50`)).sort()).toEqual(byEditor.sort());
    });
  });

  describe('a new article', () => {
    it('takes its slug from the title, made unique, and the signed-in admin as author, published now', async () => {
      const before = Date.now();
      const first = await create({ title: 'Six implants, one guide!' });
      expect(first.status).toBe(201);
      expect(first.body.message).toBe(ARTICLE_MESSAGES.created);
      expect(first.body.data).toMatchObject({
        slug: 'six-implants-one-guide',
        authorId: SUPER_ADMIN_ID,
        author: { name: 'Dr. Elena Marsh, DDS, MSc' },
        isActive: true,
      });
      expect(Date.parse(first.body.data.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
      const second = await create({ title: 'Six implants — one guide' });
      expect(second.body.data.slug).toBe('six-implants-one-guide-2');
      const third = await create({ title: 'six implants one guide' });
      expect(third.body.data.slug).toBe('six-implants-one-guide-3');
    });

    it('gets 400 naming slug when its title has no letter or digit', async () => {
      const { status, body } = await create({ title: '!!! ???' });
      expect(status).toBe(400);
      expect(body.errors).toEqual([expect.objectContaining({ field: 'slug' })]);
    });

    it('gets 409 naming slug when another article has the slug sent', async () => {
      const { status, body } = await create({ slug: demoData.articles[0].slug });
      expect(status).toBe(409);
      expect(body.message).toBe(ARTICLE_MESSAGES.slugTaken);
      expect(body.errors).toEqual([expect.objectContaining({ field: 'slug' })]);
    });

    it('gets 404 when authorId names no admin, and keeps the author it names', async () => {
      const unknown = await create({ authorId: '665000000000000000000bff' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(ARTICLE_MESSAGES.authorNotFound);
      const editor = demoData.demoAdmins.find((a) => a.admin.role !== 'super_admin' && a.admin.status === 'active')!.admin;
      const named = await create({ authorId: editor._id, createdBy: editor._id });
      expect(named.body.data).toMatchObject({ authorId: editor._id, author: { name: editor.displayName }, createdBy: SUPER_ADMIN_ID });
    });

    it('stores its tags once per slug, in the order sent, and computes its reading time', async () => {
      const words = Array.from({ length: 460 }, (_, i) => `word${i}`).join(' ');
      const { body } = await create({ tags: ['CBCT', 'Guides', 'cbct', { name: 'Full arch' }], body: doc(paragraph(words)) });
      expect(body.data.tags).toEqual([
        { slug: 'cbct', name: 'CBCT' },
        { slug: 'guides', name: 'Guides' },
        { slug: 'full-arch', name: 'Full arch' },
      ]);
      expect(body.data.readingMinutes).toBeGreaterThanOrEqual(2);
    });
  });

  describe("an article's body", () => {
    const refusedAt = async (body: unknown, path: string) => {
      const res = await create({ body: body as S['RichTextDocument'] });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors?.map((e) => e.field)).toContain(path);
    };

    it('is refused with 400 naming the path of a node the allow-list does not hold', async () => {
      await refusedAt({ type: 'doc', content: [paragraph('fine'), { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }] }, 'body.content.1');
    });

    it('is refused with 400 naming the path of a javascript: link', async () => {
      const link = { type: 'text', text: 'click', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] };
      await refusedAt({ type: 'doc', content: [{ type: 'paragraph', content: [link] }] }, 'body.content.0.content.0.marks.0.attrs.href');
    });

    it('is refused with 400 naming the path of a figure without alt text', async () => {
      await refusedAt({ type: 'doc', content: [{ type: 'figure', attrs: { src: '/uploads/demo/full-arch-plan.svg' } }] }, 'body.content.0.attrs.alt');
    });

    it('of 5 MB gets a 4xx failure, never a 500', async () => {
      const big = JSON.stringify({ title: 'Big', body: doc(paragraph('x'.repeat(5 * 1024 * 1024))) });
      const res = await call('POST', '/articles', undefined, { raw: big });
      expect(res.status).toBe(413);
      expect(res.body.success).toBe(false);
    });
  });

  describe('an update', () => {
    it('keeps the slug, author and publishedAt left out, and refuses a slug another article has', async () => {
      const demo = demoData.articles[0];
      const { status, body } = await call<S['Article']>('PUT', `/articles/${demo._id}`, { title: 'A new title', body: demo.body, tags: ['Guides'] });
      expect(status).toBe(200);
      expect(body.message).toBe(ARTICLE_MESSAGES.updated);
      expect(body.data).toMatchObject({ slug: demo.slug, authorId: demo.authorId, publishedAt: demo.publishedAt, tags: [{ slug: 'guides', name: 'Guides' }] });
      const taken = await call('PUT', `/articles/${demo._id}`, { title: 'x', body: demo.body, slug: demoData.articles[1].slug });
      expect(taken.status).toBe(409);
    });

    it('of an unknown article gets 404', async () => {
      const res = await call('PUT', '/articles/665000000000000000000cff', { title: 'x', body: doc(paragraph('y')) });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(ARTICLE_MESSAGES.notFound);
    });
  });

  describe('the blog', () => {
    it('lists published cards newest first, and 404s a tag no published article carries', async () => {
      await call('PUT', `/articles/${ARTICLE_IDS.fullArchCase}`, { ...demoData.articles.find((a) => a._id === ARTICLE_IDS.fullArchCase)!, isActive: false });
      const { status, body } = await call<S['ArticleCard'][]>('GET', '/blog/articles?limit=50', undefined, { token: null });
      expect(status).toBe(200);
      expect(body.data.map((a) => a._id)).not.toContain(ARTICLE_IDS.fullArchCase);
      const dates = body.data.map((a) => a.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(body.data[0]).not.toHaveProperty('body');
      const unknown = await call('GET', '/blog/articles?tag=no-such-tag', undefined, { token: null });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(ARTICLE_MESSAGES.tagNotFound);
    });

    it('finds the articles holding every word of a search, in title, tags or body', async () => {
      await create({ title: 'Zirconia abutments', body: doc(paragraph('A note on torque and titanium bases.')), tags: ['Prosthetics'] });
      const search = async (q: string) =>
        (await call<S['ArticleCard'][]>('GET', `/blog/articles?q=${encodeURIComponent(q)}`, undefined, { token: null })).body.data.map((a) => a.title);
      expect(await search('zirconia')).toEqual(['Zirconia abutments']);
      expect(await search('TORQUE titanium')).toEqual(['Zirconia abutments']);
      expect(await search('prosthetics zirconia')).toEqual(['Zirconia abutments']);
      expect(await search('zirconia sinus')).toEqual([]);
    });

    it("keeps the search's index in step with the article's writes: an update, its tags, a delete and a restore", async () => {
      const search = async (q: string) =>
        (await call<S['ArticleCard'][]>('GET', `/blog/articles?q=${encodeURIComponent(q)}`, undefined, { token: null })).body.data.map((a) => a._id);
      const made = await create({ title: 'Peri-implantitis, early', body: doc(paragraph('Probing depths and bleeding.')), tags: ['Maintenance'] });
      const id = made.body.data._id;
      expect(await search('peri maintenance probing')).toEqual([id]);
      await call('PUT', `/articles/${id}`, { title: 'Soft tissue, early', body: doc(paragraph('Keratinised mucosa.')), tags: ['Recall'] });
      expect(await search('peri')).toEqual([]);
      expect(await search('maintenance')).toEqual([]);
      expect(await search('recall keratinised soft')).toEqual([id]);
      await call('DELETE', `/articles/${id}`);
      expect(await search('recall')).toEqual([]);
      const deleted = (await call<S['RevisionSummary'][]>('GET', `/revisions?kind=article&recordId=${id}`)).body.data.find((r) => r.operation === 'update')!;
      expect((await call('POST', `/revisions/${deleted._id}/restore`)).status).toBe(200);
      expect(await search('recall keratinised')).toEqual([id]);
    });

    it('pages a search in the database: the most relevant first, the total counted, past the end an empty page', async () => {
      const older = await create({ title: 'Torque wrenches', body: doc(paragraph('Calibrated.')), publishedAt: '2020-01-01T00:00:00.000Z' });
      const newer = await create({ title: 'Calibration', body: doc(paragraph('Of torque wrenches.')), publishedAt: '2021-01-01T00:00:00.000Z' });
      const page = async (n: number) =>
        (await call<S['ArticleCard'][]>('GET', `/blog/articles?q=torque+wrench&limit=1&page=${n}`, undefined, { token: null })).body;
      expect((await page(1)).data.map((a) => a._id)).toEqual([older.body.data._id]);
      expect((await page(2)).data.map((a) => a._id)).toEqual([newer.body.data._id]);
      expect((await page(2)).pagination).toEqual({ page: 2, limit: 1, total: 2, pages: 2 });
      expect((await page(3)).data).toEqual([]);
    });

    it('answers an article by slug with its body, and 404 for a slug unknown or unpublished', async () => {
      const demo = demoData.articles[0];
      const { status, body } = await call<S['PublicArticle']>('GET', `/blog/articles/${demo.slug}`, undefined, { token: null });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ _id: demo._id, body: demo.body, author: demo.author });
      expect(body.data).not.toHaveProperty('createdBy');
      expect((await call('GET', '/blog/articles/no-such-article', undefined, { token: null })).status).toBe(404);
    });

    it('lists related articles: most shared tags first, newest among equals, at most three', async () => {
      const older = '2025-01-01T00:00:00.000Z';
      const newer = '2025-06-01T00:00:00.000Z';
      const of = await create({ title: 'Alpha', tags: ['Aa', 'Bb', 'Cc'], publishedAt: older });
      const two = await create({ title: 'Shares two', tags: ['Aa', 'Bb'], publishedAt: older });
      const oneOld = await create({ title: 'Shares one, older', tags: ['Cc'], publishedAt: older });
      const oneNew = await create({ title: 'Shares one, newer', tags: ['Aa'], publishedAt: newer });
      await create({ title: 'Shares one, oldest', tags: ['Bb'], publishedAt: '2024-01-01T00:00:00.000Z' });
      await create({ title: 'Shares none', tags: ['Zz'] });
      const { status, body } = await call<S['ArticleCard'][]>('GET', `/blog/articles/${of.body.data.slug}/related`, undefined, { token: null });
      expect(status).toBe(200);
      expect(body.data).toHaveLength(RELATED_LIMIT);
      expect(body.data.map((a) => a._id)).toEqual([two.body.data._id, oneNew.body.data._id, oneOld.body.data._id]);
      expect((await call('GET', '/blog/articles/no-such-article/related', undefined, { token: null })).status).toBe(404);
    });

    it("lists the published articles' tags with their counts, by name", async () => {
      const { body } = await call<S['ArticleTagCount'][]>('GET', '/blog/tags', undefined, { token: null });
      const names = body.data.map((t) => t.name);
      expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'en')));
      const expected = new Map<string, number>();
      for (const a of demoData.articles.filter((x) => x.isActive)) for (const t of a.tags) expected.set(t.slug, (expected.get(t.slug) ?? 0) + 1);
      expect(Object.fromEntries(body.data.map((t) => [t.slug, t.count]))).toEqual(Object.fromEntries(expected));
    });
  });

  describe("the blog's page loaders", () => {
    it('embed what the API answers: a page of cards by its query (with its pagination), and an article by slug', async () => {
      const arg = listArg({ page: 1, tag: 'guides' });
      const list = await call<S['ArticleCard'][]>('GET', `/blog/articles?${arg}`, undefined, { token: null });
      expect(list.body.data.length).toBeGreaterThan(1);
      expect(await initialDataLoaders.listPublishedArticles(b.db, arg)).toEqual({ data: list.body.data, pagination: list.body.pagination });
      const slug = demoData.articles[0].slug;
      const one = await call<S['PublicArticle']>('GET', `/blog/articles/${slug}`, undefined, { token: null });
      expect(await initialDataLoaders.getArticleBySlug(b.db, slug)).toEqual(one.body.data);
    });
  });

  describe('a delete', () => {
    it('removes the article and its tags', async () => {
      const { body } = await create({ title: 'Short-lived', tags: ['Ephemeral'] });
      const removed = await call('DELETE', `/articles/${body.data._id}`);
      expect(removed.status).toBe(200);
      expect(removed.body.message).toBe(ARTICLE_MESSAGES.deleted);
      expect(await b.db('article_tags').where('article_id', body.data._id)).toEqual([]);
      expect((await call('GET', `/articles/${body.data._id}`)).status).toBe(404);
      expect((await call('DELETE', `/articles/${body.data._id}`)).status).toBe(404);
    });
  });

  describe('removing the article row alone (as an undo of its create does)', () => {
    it('takes its tags too', async () => {
      const { body } = await create({ title: 'Undone', tags: ['Undone'] });
      await b.db('articles').where('id', body.data._id).delete();
      expect(await b.db('article_tags').where('article_id', body.data._id)).toEqual([]);
    });
  });

  describe("an article's history", () => {
    it('holds its create, update and delete, which the activity log shows too, and a restore brings it back with its tags', async () => {
      const made = await create({ title: 'Kept in history', tags: ['History'] });
      const id = made.body.data._id;
      await call('PUT', `/articles/${id}`, { title: 'Kept in history, edited', body: made.body.data.body, tags: ['History', 'Edits'] });
      await call('DELETE', `/articles/${id}`);
      const revisions = await call<S['RevisionSummary'][]>('GET', `/revisions?kind=article&recordId=${id}`);
      expect(revisions.status).toBe(200);
      expect(revisions.body.data.map((r) => r.operation)).toEqual(['delete', 'update', 'create']);
      const activity = await call<S['ActivityEvent'][]>('GET', '/activity?category=content&limit=20');
      expect(activity.body.data.filter((e) => e.recordId === id).map((e) => e.action)).toHaveLength(3);

      const updated = revisions.body.data.find((r) => r.operation === 'update')!;
      const restored = await call('POST', `/revisions/${updated._id}/restore`);
      expect(restored.status).toBe(200);
      const back = await call<S['Article']>('GET', `/articles/${id}`);
      expect(back.body.data).toMatchObject({ title: 'Kept in history, edited', tags: [{ slug: 'history' }, { slug: 'edits' }] });
    });
  });
});
