// The stories' answers to the article calls, until the mocks answer them: the demo
// articles (one of them a draft) in a list each story starts afresh, filtered and paged as openapi.yaml's
// listArticles says, and the writes kept in it. A story replaces one call with its own state (slow, failing...).
import { delay, http, HttpResponse } from 'msw';
import { ARTICLE_MESSAGES, articleAuthorOf, articleReadingMinutes, articleTags, newestFirst, slugify } from '@shared/contract/articles';
import { demoData } from '@shared/demo-content';
import { ARTICLE_IDS } from '@shared/demo-content/ids';
import type { Article, ArticleInput } from './article-api';

/** The demo article that the list shows as a draft. */
export const DRAFT_ID = ARTICLE_IDS.printingGuides;

let articles: Article[] = [];

/** The demo articles as the list holds them at the start of a story, newest first. */
export function demoArticles(): Article[] {
  return structuredClone(demoData.articles)
    .map((a) => (a._id === DRAFT_ID ? { ...a, isActive: false } : a))
    .sort(newestFirst);
}

/** Starts a story from the demo articles (or `list`). */
export function resetArticles(list: Article[] = demoArticles()) {
  articles = list;
}

/** Every demo admin as the editor's Author choice lists them: by public name. */
export const demoAuthors = () =>
  demoData.demoAdmins.map(({ admin }) => ({ _id: admin._id, ...articleAuthorOf(admin) })).sort((a, b) => a.name.localeCompare(b.name));

const authorOf = (id: string) => {
  const { _id, ...author } = demoAuthors().find((a) => a._id === id) ?? demoAuthors()[0];
  return { authorId: _id, author };
};

const json = (data: Record<string, unknown>, status = 200) => HttpResponse.json(data, { status });
const notFound = () => json({ success: false, message: ARTICLE_MESSAGES.notFound }, 404);

function fromInput(input: ArticleInput, old: Article | undefined, id: string): Article {
  const { tags, seo, coverImage, slug, publishedAt, authorId, ...fields } = input;
  return {
    ...(old ?? authorOf(demoData.demoAdmins[0].admin._id)),
    ...(authorId && authorOf(authorId)),
    _id: id,
    title: fields.title,
    excerpt: fields.excerpt ?? '',
    body: fields.body,
    isActive: fields.isActive ?? true,
    slug: slug ?? old?.slug ?? slugify(fields.title),
    publishedAt: publishedAt ?? old?.publishedAt ?? new Date().toISOString(),
    tags: articleTags(tags),
    readingMinutes: articleReadingMinutes(fields.body),
    ...(coverImage ? { coverImage } : { coverImage: undefined }),
    ...(seo ? { seo } : { seo: undefined }),
  };
}

const listArticles = http.get('*/api/articles', ({ request }) => {
  const q = new URL(request.url).searchParams;
  const page = Number(q.get('page') ?? 1);
  const limit = Number(q.get('limit') ?? 10);
  const text = q.get('text')?.toLowerCase();
  const found = articles.filter(
    (a) =>
      (!q.get('tag') || a.tags.some((t) => t.slug === q.get('tag'))) &&
      (!q.get('author') || a.authorId === q.get('author')) &&
      (!text || [a.title, a.excerpt, a.slug].some((s) => s.toLowerCase().includes(text))),
  );
  const data = found.slice((page - 1) * limit, page * limit);
  return json({ success: true, data, pagination: { page, limit, total: found.length, pages: Math.ceil(found.length / limit) } });
});

const listAuthors = http.get('*/api/articles/authors', () => json({ success: true, data: demoAuthors() }));

const getArticle = http.get('*/api/articles/:id', ({ params }) => {
  const article = articles.find((a) => a._id === params.id);
  return article ? json({ success: true, data: article }) : notFound();
});

const createArticle = http.post('*/api/articles', async ({ request }) => {
  const article = fromInput((await request.json()) as ArticleInput, undefined, `665000000000000000000c${String(articles.length + 20)}`);
  articles = [article, ...articles].sort(newestFirst);
  return json({ success: true, message: ARTICLE_MESSAGES.created, data: article }, 201);
});

const updateArticle = http.put('*/api/articles/:id', async ({ params, request }) => {
  const old = articles.find((a) => a._id === params.id);
  if (!old) return notFound();
  const article = fromInput((await request.json()) as ArticleInput, old, old._id);
  articles = articles.map((a) => (a._id === old._id ? article : a));
  return json({ success: true, message: ARTICLE_MESSAGES.updated, data: article });
});

const deleteArticle = http.delete('*/api/articles/:id', ({ params }) => {
  if (!articles.some((a) => a._id === params.id)) return notFound();
  articles = articles.filter((a) => a._id !== params.id);
  return json({ success: true, message: ARTICLE_MESSAGES.deleted });
});

/** The article calls answered from the story's list; `first` handlers (a story's states) answer before them. */
export const articleHandlers = (...first: ReturnType<typeof http.get>[]) => ({
  articles: [...first, listArticles, listAuthors, getArticle, createArticle, updateArticle, deleteArticle],
});

/** A call that never answers: the screen stays in its loading or saving state. */
export const never = () => delay('infinite');

/** A server's refusal, as the API answers it. */
export const refusal = (status: number, message: string, errors?: { field: string; message: string }[]) =>
  json({ success: false, message, ...(errors && { errors }) }, status);
