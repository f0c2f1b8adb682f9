// The blog as callers meet it, the same on the mocks and the backend (SQLite and MySQL): slugs made from titles and
// kept unique, a taken slug refused by name, every earlier slug still finding its article (the page answers 301 from
// it) and a deleted article's slug answering 410; the public list's tag and search (every word, each the start of a
// word, the most relevant first by the shared weights, then newest), its pages, and what visitors never see (an
// unpublished article). The search's expectations come from the demo articles through the shared rule.
import { describe, expect, it } from 'vitest';
import { ARTICLE_MESSAGES, rankedSearch, SEARCH_WEIGHTS, searchWords } from '@shared/contract/articles';
import { demoData } from '@shared/demo-content';
import { demoToken } from './contract-suite';
import { suiteTarget, type Json, type SuiteSetup } from './support/api-caller';

const article = demoData.articles.find((a) => a.slug === 'six-implants-one-guide-full-arch-case')!;
const published = demoData.articles.filter((a) => a.isActive).sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1));
/** The published demo articles a search finds, in the order the shared rule ranks them. */
const ranked = (q: string, among = published) => rankedSearch(among, searchWords(q)).map((a) => a.slug);
const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

export function defineArticlesSuite(name: string, setup: SuiteSetup) {
  describe(`${name}: the blog`, () => {
    const { api } = suiteTarget(setup, demoToken);
    const visitor = (path: string) => api('GET', path, { token: null });
    const write = (json: Json) => api('PUT', `/articles/${article._id}`, { json: { ...article, ...json } });
    const searched = async (query: string) => {
      const res = await visitor(`/blog/articles?limit=100&${query}`);
      expect(res.status, query).toBe(200);
      return (res.body.data as Json[]).map((a) => a.slug as string);
    };
    const search = (q: string) => searched(`q=${encodeURIComponent(q)}`);

    it('makes a slug from the title, unique among the slugs articles have and had, and refuses a taken one by name', async () => {
      const first = await api('POST', '/articles', { json: { title: 'Guided Surgery: Où commencer?', body: doc('First.') } });
      expect(first.status).toBe(201);
      expect(first.body.data.slug).toBe('guided-surgery-ou-commencer');
      const second = await api('POST', '/articles', { json: { title: 'Guided surgery — où commencer', body: doc('Second.') } });
      expect(second.body.data.slug).toBe('guided-surgery-ou-commencer-2');
      const taken = await api('POST', '/articles', { json: { title: 'Another', slug: article.slug, body: doc('Third.') } });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ success: false, message: ARTICLE_MESSAGES.slugTaken });
      expect(JSON.stringify(taken.body.errors)).toContain('slug');
    });

    it('keeps every earlier slug finding the article under its new one, for good, and holds it from other articles', async () => {
      expect((await write({ slug: 'full-arch-guided-surgery-case' })).status).toBe(200);
      expect((await write({ slug: 'six-implants-one-guide-case-report' })).status).toBe(200);
      for (const slug of [article.slug, 'full-arch-guided-surgery-case', 'six-implants-one-guide-case-report']) {
        const res = await visitor(`/blog/articles/${slug}`);
        expect(res.status, slug).toBe(200);
        expect(res.body.data.slug, slug).toBe('six-implants-one-guide-case-report');
      }
      const reuse = await api('POST', '/articles', { json: { title: 'Something new', slug: 'full-arch-guided-surgery-case', body: doc('New.') } });
      expect(reuse.status).toBe(409);
      // Its own earlier slug it may take back.
      expect((await write({ slug: article.slug })).status).toBe(200);
      expect((await visitor(`/blog/articles/${article.slug}`)).body.data.slug).toBe(article.slug);
    });

    it("answers 410 for a deleted article's slugs, and 404 for one no article ever had", async () => {
      expect((await write({ slug: 'renamed-before-deleting' })).status).toBe(200);
      expect((await api('DELETE', `/articles/${article._id}`)).status).toBe(200);
      for (const slug of [article.slug, 'renamed-before-deleting']) {
        const res = await visitor(`/blog/articles/${slug}`);
        expect(res.status, slug).toBe(410);
        expect(res.body).toMatchObject({ success: false, message: ARTICLE_MESSAGES.gone });
      }
      expect((await visitor('/blog/articles/never-written-here')).status).toBe(404);
    });

    it('keeps an unpublished article from visitors, not from admins', async () => {
      expect((await write({ isActive: false })).status).toBe(200);
      expect((await visitor(`/blog/articles/${article.slug}`)).status).toBe(404);
      const list = await visitor('/blog/articles?limit=100');
      expect((list.body.data as Json[]).map((a) => a.slug)).not.toContain(article.slug);
      expect((await api('GET', `/articles/${article._id}`)).body.data.isActive).toBe(false);
    });

    it("shows an article's author by the public name and photo the admin sets on their own account", async () => {
      const editor = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!;
      const login = await api('POST', '/admin/login', { token: null, json: { email: editor.admin.email, password: editor.password } });
      const token = login.body.data.token as string;
      const photo = '/uploads/images/sam-okafor-portrait.jpg';
      const set = await api('PATCH', '/admin/me', { token, json: { displayName: 'Sam Okafor, CDT, guide designer', photo } });
      expect(set.status).toBe(200);
      expect(set.body.data).toMatchObject({ _id: editor.admin._id, name: editor.admin.name, displayName: 'Sam Okafor, CDT, guide designer', photo });
      expect((await api('GET', '/admin/me', { token })).body.data).toMatchObject({ displayName: 'Sam Okafor, CDT, guide designer', photo });

      const written = await api('POST', '/articles', { json: { title: 'A guide designer writes', authorId: editor.admin._id, body: doc('Hello.') } });
      expect(written.status).toBe(201);
      const author = { name: 'Sam Okafor, CDT, guide designer', photo };
      expect(written.body.data.author).toEqual(author);
      expect((await visitor(`/blog/articles/${written.body.data.slug}`)).body.data.author).toEqual(author);
      const card = ((await visitor('/blog/articles?limit=100')).body.data as Json[]).find((a) => a._id === written.body.data._id);
      expect(card?.author).toEqual(author);
      const authors = (await api('GET', '/articles/authors', { token })).body.data as Json[];
      expect(authors.find((a) => a._id === editor.admin._id)).toEqual({ _id: editor.admin._id, ...author });

      // An empty string removes them: the account's name is the public one again.
      expect((await api('PATCH', '/admin/me', { token, json: { displayName: '', photo: '' } })).status).toBe(200);
      expect((await visitor(`/blog/articles/${written.body.data.slug}`)).body.data.author).toEqual({ name: editor.admin.name });
    });

    it('refuses a photo from outside the media library by name, and any other field of the account on the profile call', async () => {
      const outside = await api('PATCH', '/admin/me', { json: { photo: 'https://elsewhere.example/me.jpg' } });
      expect(outside.status).toBe(400);
      expect((outside.body.errors as Json[]).map((e) => e.field)).toContain('photo');
      const editor = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!;
      const login = await api('POST', '/admin/login', { token: null, json: { email: editor.admin.email, password: editor.password } });
      const token = login.body.data.token as string;
      const promote = await api('PATCH', '/admin/me', { token, json: { displayName: 'Sam', role: 'super_admin' } });
      expect(promote.status).toBe(400);
      expect((promote.body.errors as Json[]).map((e) => e.field)).toContain('role');
      expect((await api('GET', '/admin/me', { token })).body.data).toMatchObject({ role: 'admin', name: editor.admin.name });
      expect((await api('GET', '/admin/me', { token })).body.data).not.toHaveProperty('displayName', 'Sam');
    });

    it('pages the published articles newest first, filters them by tag and by every word of a search', async () => {
      const page1 = await visitor('/blog/articles?limit=4&page=1');
      expect((page1.body.data as Json[]).map((a) => a.slug)).toEqual(published.slice(0, 4).map((a) => a.slug));
      expect(page1.body.pagination).toEqual({ page: 1, limit: 4, total: published.length, pages: Math.ceil(published.length / 4) });
      expect(page1.body.data[0]).not.toHaveProperty('body');
      const far = await visitor('/blog/articles?page=10000');
      expect(far.status).toBe(200);
      expect(far.body.data).toEqual([]);
      expect((await visitor('/blog/articles?page=0')).status).toBe(400);

      const tagged = await visitor('/blog/articles?tag=case-report');
      expect((tagged.body.data as Json[]).map((a) => a.slug)).toEqual(published.filter((a) => a.tags.some((t) => t.slug === 'case-report')).map((a) => a.slug));
      const unknown = await visitor('/blog/articles?tag=zirconia-bridges');
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(ARTICLE_MESSAGES.tagNotFound);

      const search = await visitor(`/blog/articles?q=${encodeURIComponent('Sinus, WINDOW!')}`);
      expect((search.body.data as Json[]).map((a) => a.slug)).toEqual(['lateral-sinus-lift-planned-around-the-implant']);
      expect((await visitor('/blog/articles?q=sinus%20zygomatic')).body.data).toEqual([]);
      for (const q of ['?!...', 'a'.repeat(2000)]) {
        const refused = await visitor(`/blog/articles?q=${encodeURIComponent(q)}`);
        expect(refused.status, q.slice(0, 10)).toBe(400);
        expect(JSON.stringify(refused.body)).toContain('q');
      }
    });

    it('ranks a search by where its words are (title, tags, excerpt, body), then newest first', async () => {
      expect(SEARCH_WEIGHTS.title).toBeGreaterThan(SEARCH_WEIGHTS.body);
      // 'sinus' is in the title of an older article and only in the body of a newer one: the older comes first.
      const sinus = await search('sinus');
      expect(sinus).toEqual(ranked('sinus'));
      const inTitle = published.find((a) => a.title.toLowerCase().includes('sinus'))!;
      const inBodyOnly = published.find((a) => a !== inTitle && !`${a.title} ${a.excerpt}`.toLowerCase().includes('sinus') && sinus.includes(a.slug))!;
      expect(inBodyOnly.publishedAt > inTitle.publishedAt).toBe(true);
      expect(sinus.indexOf(inTitle.slug)).toBeLessThan(sinus.indexOf(inBodyOnly.slug));
      // 'cbct' is in the title, tags and excerpt of two articles alike: the newer comes first.
      expect(await search('cbct')).toEqual(ranked('cbct'));
      expect(ranked('cbct').slice(0, 2)).toEqual(published.filter((a) => a.tags.some((t) => t.slug === 'cbct')).map((a) => a.slug));
      for (const q of ['guide', 'plan', 'implant', 'bone']) expect(await search(q), q).toEqual(ranked(q));
      // The same between two new articles: the word in the older one's title, in the newer one's body only.
      const dated = (title: string, text: string, publishedAt: string) => api('POST', '/articles', { json: { title, publishedAt, body: doc(text) } });
      const older = await dated('Zygomatic implants, plainly', 'Anchored far from the ridge.', '2020-01-01T00:00:00.000Z');
      const newer = await dated('Anchorage far from the ridge', 'When a zygomatic implant is the plan.', '2021-01-01T00:00:00.000Z');
      expect(await search('zygomatic')).toEqual([older.body.data.slug, newer.body.data.slug]);
      expect(await search('ridge')).toEqual([newer.body.data.slug, older.body.data.slug]);
    });

    it('finds every word of a search at the start of a word, whatever its case, short words and stopwords too', async () => {
      expect(await search('cbct guides')).toEqual(ranked('cbct guides'));
      expect(ranked('cbct guides')).toHaveLength(2);
      expect(await search('sinus zygomatic')).toEqual([]);
      expect(await search('SINUS Lift')).toEqual(await search('sinus lift'));
      expect(await search('SINUS Lift')).toEqual(ranked('sinus lift'));
      // A word's start finds it; the inside of a word does not.
      expect(await search('impl')).toEqual(ranked('implant'));
      expect(await search('mplant')).toEqual([]);
      // Words a full-text index may leave out: two letters, stopwords, the start of a stopword.
      for (const q of ['of', 'about', 'with', 'wit', 'go wrong']) {
        expect(ranked(q).length, q).toBeGreaterThan(0);
        expect(await search(q), q).toEqual(ranked(q));
      }
      const short = await api('POST', '/articles', { json: { title: 'A 3D print, x-rays and a CT', body: doc('Of the guide.') } });
      expect(short.status).toBe(201);
      for (const q of ['3d', 'X', 'ct 3D']) expect(await search(q), q).toEqual([short.body.data.slug]);
    });

    it('searches within a tag', async () => {
      const tag = 'digital-workflow';
      const tagged = published.filter((a) => a.tags.some((t) => t.slug === tag));
      for (const q of ['cbct', 'guides', 'scan']) {
        expect(await searched(`tag=${tag}&q=${q}`), q).toEqual(ranked(q, tagged));
        expect(ranked(q, tagged).length, q).toBeGreaterThan(0);
      }
      expect(await searched(`tag=${tag}&q=sinus`)).toEqual([]);
      const page = await visitor(`/blog/articles?tag=${tag}&q=guides&limit=1&page=2`);
      expect((page.body.data as Json[]).map((a) => a.slug)).toEqual(ranked('guides', tagged).slice(1, 2));
      expect(page.body.pagination).toEqual({ page: 2, limit: 1, total: ranked('guides', tagged).length, pages: ranked('guides', tagged).length });
    });
  });
}
