// The blog's calls over the in-memory db, with the rules the backend follows (@shared/contract/articles.ts): slugs
// made from titles and kept unique, tags read from a write, the public pages of published articles, their search
// (matched and ranked as the databases do), their tags and related articles. An article is one record, its tags and
// author's name inside it, so the route kit's history, restore and releases handle it whole.
import type { components } from '@shared/contract/schema';
import {
  ARTICLE_MESSAGES,
  ARTICLE_SLUG_ERRORS,
  articleAuthorOf,
  articleCard,
  articleForVisitor,
  articleReadingMinutes,
  articleTagCounts,
  checkTranslatedSlug,
  articleTags,
  hasArticleText,
  newestFirst,
  publicArticle,
  rankedSearch,
  relatedArticles,
  searchFields,
  searchFieldsIn,
  searchWords,
  slugify,
  uniqueSlug,
} from '@shared/contract/articles';
import { HttpError } from '@shared/contract/http-error';
import type { AuthContext } from '../auth';
import { db, newId, nowIso } from '../db';
import { route, ok, created, done } from '../route';
import { findById, listReply, removeById } from './support';

type S = components['schemas'];
type Article = S['Article'];
type Input = S['ArticleInput'];

const LABEL = 'Article';

const published = () => db.articles.filter((a) => a.isActive).sort(newestFirst);

/** The article whose slug in another language is `slug` (its translations', ADR 0044). */
const translatedSlugOwner = (slug: string) => db.contentTranslations.find((t) => t.kind === 'article' && t.texts.slug === slug)?.recordId;

/**
 * The published article a slug finds, by the shared rule (articleForVisitor): its current slug, its slug in another
 * language, or an earlier one; a read in a language answers its slug there (the route's overlay), which the page
 * moves to when it is not the one asked for.
 */
function publishedBySlug(slug: string): Promise<Article> {
  const owner = translatedSlugOwner(slug) ?? db.articleSlugs.find((s) => s.slug === slug)?.articleId;
  const found = db.articles.find((a) => a.slug === slug) ?? db.articles.find((a) => a._id === owner);
  return articleForVisitor(
    found,
    (a) => a.isActive,
    () => db.articleSlugs.some((s) => s.slug === slug),
  );
}

/** Keeps a slug an article takes, in any language, for good (the earlier ones stay, pointing at it). */
function keepSlug(slug: string, articleId: string) {
  if (!db.articleSlugs.some((s) => s.slug === slug)) db.articleSlugs.push({ slug, articleId });
}

/** A slug another article than `articleId` has or had, in any language. */
function slugOfAnother(slug: string, articleId: string | undefined): boolean {
  const owner = translatedSlugOwner(slug);
  return (
    db.articles.some((a) => a.slug === slug && a._id !== articleId) ||
    db.articleSlugs.some((s) => s.slug === slug && s.articleId !== articleId) ||
    (owner !== undefined && owner !== articleId)
  );
}

/** An article's slug in a language is one of its slugs (ADR 0044): never another article's (409), and kept for good. */
export async function articleTranslationRule(articleId: string, texts: Readonly<Record<string, string>>) {
  await checkTranslatedSlug(texts, articleId, slugOfAnother);
  if (texts.slug) keepSlug(texts.slug, articleId);
}

/** The slug a write stores: the one sent (409 when another article has it), else the current one, else the title's. */
function slugFor(input: Input, current: Article | undefined): string {
  // A slug another article has, or had, in any language: its address keeps leading there.
  const takenByOther = (slug: string) => slugOfAnother(slug, current?._id);
  if (input.slug) {
    if (takenByOther(input.slug)) throw new HttpError(409, ARTICLE_MESSAGES.slugTaken, [{ ...ARTICLE_SLUG_ERRORS.taken }]);
    return input.slug;
  }
  if (current) return current.slug;
  const base = slugify(input.title);
  if (!base) throw new HttpError(400, ARTICLE_MESSAGES.slugEmpty, [{ ...ARTICLE_SLUG_ERRORS.empty }]);
  return uniqueSlug(base, takenByOther);
}

/** The author a write names (the signed-in admin when it names none), as visitors see them. */
function authorOf(authorId: string | undefined, auth: AuthContext | undefined): Pick<Article, 'authorId' | 'author'> {
  const id = authorId ?? auth?.admin._id;
  const admin = db.admins.find((a) => a.admin._id === id)?.admin;
  if (!admin) throw new HttpError(404, ARTICLE_MESSAGES.authorNotFound);
  return { authorId: admin._id, author: articleAuthorOf(admin) };
}

/**
 * The article a write stores: every field from the input (a field left out is gone, as the update replaces them),
 * except the slug, author and publishedAt, which keep the current ones when left out. The author's name, the tags'
 * slugs and the reading time are worked out here, never taken from the body; the audit fields come from the token.
 */
function articleFrom(input: Input, current: Article | undefined, auth: AuthContext | undefined): Article {
  const slug = slugFor(input, current);
  const author = authorOf(input.authorId ?? current?.authorId, auth);
  const now = nowIso();
  const by = auth?.admin._id;
  return {
    _id: current?._id ?? newId(),
    title: input.title,
    slug,
    excerpt: input.excerpt ?? '',
    body: input.body,
    ...(input.coverImage ? { coverImage: input.coverImage } : {}),
    tags: articleTags(input.tags),
    ...author,
    publishedAt: input.publishedAt ?? current?.publishedAt ?? now,
    readingMinutes: articleReadingMinutes(input.body),
    ...(input.seo ? { seo: input.seo } : {}),
    isActive: input.isActive ?? true,
    createdBy: current ? current.createdBy : by,
    createdAt: current ? current.createdAt : now,
    lastModifiedBy: by,
    lastModifiedAt: now,
  };
}

export const articleRoutes = [
  route('get', '/articles', ({ query }) => {
    const tag = query.tag as string | undefined;
    const author = query.author as string | undefined;
    const text = query.text as string | undefined;
    const found = db.articles
      .filter((a) => (!tag || a.tags.some((t) => t.slug === tag)) && (!author || a.authorId === author) && (!text || hasArticleText(a, text)))
      .sort(newestFirst);
    return listReply(found, query);
  }),

  route('post', '/articles', ({ body, auth }) => {
    const article = articleFrom(body, undefined, auth);
    db.articles.push(article);
    keepSlug(article.slug, article._id);
    return created(article, ARTICLE_MESSAGES.created);
  }),

  route('get', '/articles/authors', () =>
    ok(db.admins.map(({ admin }) => ({ _id: admin._id, ...articleAuthorOf(admin) })).sort((a, b) => a.name.localeCompare(b.name))),
  ),

  route('get', '/articles/{id}', ({ params }) => ok(findById(db.articles, params.id, LABEL))),

  route('put', '/articles/{id}', ({ params, body, auth }) => {
    const current = findById(db.articles, params.id, LABEL);
    const article = articleFrom(body, current, auth);
    db.articles[db.articles.indexOf(current)] = article;
    keepSlug(article.slug, article._id);
    return ok(article, ARTICLE_MESSAGES.updated);
  }),

  route('delete', '/articles/{id}', ({ params }) => {
    removeById(db.articles, params.id, LABEL);
    return done(ARTICLE_MESSAGES.deleted);
  }),

  route('get', '/blog/articles', ({ query }) => {
    const tag = query.tag as string | undefined;
    let found = published();
    if (tag) {
      found = found.filter((a) => a.tags.some((t) => t.slug === tag));
      if (!found.length) throw new HttpError(404, ARTICLE_MESSAGES.tagNotFound);
    }
    const words = searchWords(query.q as string | undefined);
    // In a language, each article's texts there (the default's where it has none), as the databases' rows hold them.
    const lang = query.lang as string | undefined;
    const texts = new Map(db.contentTranslations.filter((t) => t.kind === 'article' && t.lang === lang).map((t) => [t.recordId, t.texts]));
    if (words.length) found = rankedSearch(found, words, (a) => searchFieldsIn(searchFields(a), texts.get(a._id)));
    return listReply(found.map(articleCard), query);
  }),

  route('get', '/blog/tags', () => ok(articleTagCounts(published()))),

  route('get', '/blog/articles/{slug}', async ({ params }) => ok(publicArticle(await publishedBySlug(params.slug)))),

  route('get', '/blog/articles/{slug}/related', async ({ params }) => ok(relatedArticles(await publishedBySlug(params.slug), published()).map(articleCard))),
];
