// The mocks' blog behaves as the server's (@shared/contract/articles.ts): slugs made from titles and kept unique, a
// slug another article has refused, a body outside the rich-text allow-list refused, an unknown tag, a search by
// words, related articles in their order, and an unpublished article kept from visitors.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ARTICLE_MESSAGES, ARTICLE_SLUG_ERRORS } from '@shared/contract/articles';
import { demoData } from '@shared/demo-content';
import { ARTICLE_IDS } from '@shared/demo-content/ids';
import { resetDb } from './db';
import { server } from './node';

const API = 'http://localhost/api';
const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const editor = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!;

async function call(method: string, path: string, opts: { token?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${API}${path}`, { method, headers, body: opts.json === undefined ? undefined : JSON.stringify(opts.json) });
  return { status: res.status, body: await res.json() };
}

async function login(who = superAdmin) {
  const { body } = await call('POST', '/admin/login', { json: { email: who.admin.email, password: who.password } });
  return body.data.token as string;
}

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
const slugsOf = (body: { data: { slug: string }[] }) => body.data.map((a) => a.slug);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetDb();
});

describe('articles', () => {
  it('makes the slug from the title, unique with -2, -3, and fills in the author, tags and reading time', async () => {
    const token = await login();
    const json = {
      title: 'Six implants, one guide: a full-arch case step by step',
      body: doc('A second take.'),
      tags: ['Case report', ' case report ', 'CBCT'],
    };
    const first = await call('POST', '/articles', { token, json: { ...json, createdBy: editor.admin._id } });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(ARTICLE_MESSAGES.created);
    expect(first.body.data).toMatchObject({
      slug: 'six-implants-one-guide-a-full-arch-case-step-by-step',
      authorId: superAdmin.admin._id,
      author: { name: superAdmin.admin.displayName },
      createdBy: superAdmin.admin._id,
      tags: [
        { slug: 'case-report', name: 'Case report' },
        { slug: 'cbct', name: 'CBCT' },
      ],
      readingMinutes: 1,
      isActive: true,
    });
    const second = await call('POST', '/articles', { token, json });
    expect(second.body.data.slug).toBe('six-implants-one-guide-a-full-arch-case-step-by-step-2');
    expect((await call('POST', '/articles', { token, json })).body.data.slug).toBe('six-implants-one-guide-a-full-arch-case-step-by-step-3');
  });

  it('refuses a title with nothing to make a slug of (400 naming slug), and an author who is no admin (404)', async () => {
    const token = await login();
    const empty = await call('POST', '/articles', { token, json: { title: '¿¿ !!', body: doc('x') } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: ARTICLE_MESSAGES.slugEmpty, errors: [ARTICLE_SLUG_ERRORS.empty] });
    const nobody = await call('POST', '/articles', { token, json: { title: 'A guide', body: doc('x'), authorId: '665000000000000000000bff' } });
    expect(nobody).toMatchObject({ status: 404, body: { message: ARTICLE_MESSAGES.authorNotFound } });
  });

  it('refuses a body outside the rich-text allow-list, naming the node: a javascript: link, a figure without alt text', async () => {
    const token = await login();
    const link = { type: 'text', text: 'here', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] };
    const bad = [
      { type: 'doc', content: [{ type: 'paragraph', content: [link] }] },
      { type: 'doc', content: [{ type: 'figure', attrs: { src: '/uploads/demo/full-arch-plan.svg' } }] },
    ];
    for (const body of bad) {
      const res = await call('POST', '/articles', { token, json: { title: 'A guide', body } });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.errors[0].field).toMatch(/^body\.content\.0/);
    }
  });

  it('answers 409 naming slug for a slug another article has, on create and update; an update without a slug keeps its own', async () => {
    const token = await login();
    const taken = demoData.articles[1].slug;
    const created = await call('POST', '/articles', { token, json: { title: 'A guide', slug: taken, body: doc('x') } });
    expect(created.status).toBe(409);
    expect(created.body).toMatchObject({ message: ARTICLE_MESSAGES.slugTaken, errors: [ARTICLE_SLUG_ERRORS.taken] });

    const path = `/articles/${ARTICLE_IDS.fullArchCase}`;
    expect((await call('PUT', path, { token, json: { title: 'Renamed', slug: taken, body: doc('x') } })).status).toBe(409);
    const kept = await call('PUT', path, { token, json: { title: 'Renamed', body: doc('x') } });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({
      slug: demoData.articles[0].slug,
      publishedAt: demoData.articles[0].publishedAt,
      authorId: demoData.articles[0].authorId,
    });
  });

  it('answers 404 for a tag no published article carries, and lists the tags with their counts by name', async () => {
    expect(await call('GET', '/blog/articles?tag=no-such-tag')).toMatchObject({ status: 404, body: { message: ARTICLE_MESSAGES.tagNotFound } });
    const tagged = await call('GET', '/blog/articles?tag=case-report');
    expect(slugsOf(tagged.body)).toEqual(['six-implants-one-guide-full-arch-case', 'lateral-sinus-lift-planned-around-the-implant']);
    const tags = (await call('GET', '/blog/tags')).body.data as { name: string; count: number }[];
    expect(tags.map((t) => t.name)).toEqual([...tags.map((t) => t.name)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(tags.find((t) => t.name === 'Guides')?.count).toBe(4);
  });

  it('finds the articles holding every word of a search, in its title, tags or body, newest first', async () => {
    const both = await call('GET', `/blog/articles?q=${encodeURIComponent('CBCT, guides!')}`);
    expect(slugsOf(both.body)).toEqual(['how-to-send-a-cbct-we-can-plan-on', 'merging-an-intraoral-scan-with-a-cbct']);
    expect((await call('GET', '/blog/articles?q=zygomatic')).body).toMatchObject({ data: [], pagination: { total: 0 } });
  });

  it('lists related articles by tags shared, then newest first, and none that shares no tag', async () => {
    const related = await call('GET', '/blog/articles/how-to-send-a-cbct-we-can-plan-on/related');
    expect(slugsOf(related.body)).toEqual(['merging-an-intraoral-scan-with-a-cbct', 'sleeves-keys-and-tolerance', 'printing-guides-in-the-practice']);
    expect((await call('GET', '/blog/articles/no-such-article/related')).status).toBe(404);
  });

  it('keeps an unpublished article from visitors: not listed, searched, counted, related or read by its slug', async () => {
    const token = await login();
    const article = demoData.articles[0];
    const hidden = await call('PUT', `/articles/${article._id}`, {
      token,
      json: { title: article.title, body: article.body, tags: article.tags, isActive: false },
    });
    expect(hidden.status).toBe(200);
    expect(slugsOf((await call('GET', '/blog/articles')).body)).not.toContain(article.slug);
    expect(slugsOf((await call('GET', '/blog/articles?q=edentulous')).body)).not.toContain(article.slug);
    expect(await call('GET', `/blog/articles/${article.slug}`)).toMatchObject({ status: 404, body: { message: ARTICLE_MESSAGES.notFound } });
    expect((await call('GET', '/blog/tags')).body.data.map((t: { slug: string }) => t.slug)).not.toContain('full-arch');
    expect(slugsOf((await call('GET', '/blog/articles/lateral-sinus-lift-planned-around-the-implant/related')).body)).not.toContain(article.slug);
    // The admin still lists and reads it.
    expect(slugsOf((await call('GET', '/articles?text=FULL-ARCH', { token })).body)).toEqual([article.slug]);
    expect((await call('GET', `/articles/${article._id}`, { token })).body.data.isActive).toBe(false);
  });
});
