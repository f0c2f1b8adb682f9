// The blog's articles: the admin's list and writes, and the blog's public reads. The rules the mocks follow too
// (slugs, tags, search, related articles, cards, messages) are shared/contract/articles.ts's; this file stores
// them. Tags are rows of article_tags, written and removed with their article in one transaction; the article's row
// keeps its search fields (the tags' names among them) beside it, for the full-text search (article-search.ts).
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { pageOf, paginationOf } from '@shared/contract/list-rules';
import { richTextPlain } from '@shared/rich-text/render';
import {
  ARTICLE_MESSAGES,
  ARTICLE_SLUG_ERRORS,
  articleCard,
  articleForVisitor,
  articleReadingMinutes,
  articleTagCounts,
  articleTags,
  publicArticle,
  relatedArticles,
  searchFields,
  searchWords,
  slugify,
  uniqueSlug,
} from '@shared/contract/articles';
import { auditFields, auditOnCreate, auditOnUpdate, type AuditRow, bool, compact, newId, nowIso, parseJson, seedAudit } from '../db/rows';
import { paginate, type ListQuery } from './pagination';
import { articleSearch, searchColumns, type ArticleSearch } from './article-search';
import { articleLanguagesWritten, keepSlug } from './article-languages';
import { valuesByRecord } from './translations';

type S = components['schemas'];
type Article = S['Article'];
type Input = S['ArticleInput'];

interface ArticleRow extends AuditRow {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  body_text: string;
  cover_url: string | null;
  cover_alt: string | null;
  author_id: string;
  published_at: string;
  is_active: number | boolean;
  seo: string | null;
  reading_minutes: number;
  /** From the admins table: the public name, else the account's (null once the admin is removed). */
  author_name?: string | null;
  author_photo?: string | null;
}

interface TagRow {
  article_id: string;
  slug: string;
  name: string;
  position: number;
}

export interface ArticleListQuery extends ListQuery {
  tag?: unknown;
  author?: unknown;
  text?: unknown;
}

export interface PublishedQuery extends ListQuery {
  tag?: unknown;
  q?: unknown;
  /** The language the search reads the articles' texts in (a code the call has checked; the default's reads their own). */
  lang?: unknown;
}

const articleRows = (db: Knex) => db<ArticleRow>('articles');
const tagRows = (db: Knex) => db<TagRow>('article_tags');
const slugRows = (db: Knex) => db<{ slug: string; article_id: string }>('article_slugs');

/** Newest first, then by id, as the shared newestFirst orders them. */
const NEWEST_FIRST = [
  { column: 'articles.published_at', order: 'desc' },
  { column: 'articles.id', order: 'desc' },
] as const;

/** The author's public name (their display name, else their account name) and photo. */
const AUTHOR_COLUMNS = (db: Knex) => [{ author_photo: 'admins.photo' }, db.raw('coalesce(admins.display_name, admins.name) as author_name')] as const;

/** Articles with their author's public name and photo, newest first. */
const withAuthor = (db: Knex) =>
  articleRows(db)
    .leftJoin('admins', 'admins.id', 'articles.author_id')
    .select('articles.*', ...AUTHOR_COLUMNS(db))
    .orderBy([...NEWEST_FIRST]) as unknown as Knex.QueryBuilder<ArticleRow, ArticleRow[]>;

/** The columns a card shows (no body), with the author's public name and photo. */
const CARD_COLUMNS = ['id', 'title', 'slug', 'excerpt', 'cover_url', 'cover_alt', 'author_id', 'published_at', 'reading_minutes'].map((c) => `articles.${c}`);
const cardRows = (db: Knex, q: Knex.QueryBuilder, search?: ArticleSearch) => {
  q.leftJoin('admins', 'admins.id', 'articles.author_id').select(...CARD_COLUMNS, ...AUTHOR_COLUMNS(db));
  if (search) q.select(search.score).orderBy('search_score', 'desc');
  return q.orderBy([...NEWEST_FIRST]) as unknown as Knex.QueryBuilder<ArticleRow, ArticleRow[]>;
};

// ------------------------------------------------------------------------------------------ mapping

const toArticle = (r: ArticleRow, tags: S['ArticleTag'][]): Article =>
  compact({
    _id: r.id,
    title: r.title,
    slug: r.slug,
    excerpt: r.excerpt,
    body: parseJson<S['RichTextDocument']>(r.body, { type: 'doc', content: [] }),
    coverImage: r.cover_url ? { url: r.cover_url, alt: r.cover_alt ?? '' } : undefined,
    tags,
    authorId: r.author_id,
    author: compact({ name: r.author_name ?? '', photo: r.author_photo }),
    publishedAt: r.published_at,
    readingMinutes: r.reading_minutes,
    seo: parseJson<S['ArticleSeo'] | undefined>(r.seo, undefined),
    isActive: bool(r.is_active),
    ...auditFields(r),
  }) as Article;

/** The tags of the articles `ids` names (a list, or a query of ids), each article's in their order. */
async function tagsOf(db: Knex, ids: readonly string[] | Knex.QueryBuilder): Promise<Map<string, S['ArticleTag'][]>> {
  const tags = await tagRows(db)
    .whereIn('article_id', ids as string[])
    .orderBy([{ column: 'article_id' }, { column: 'position' }]);
  const byArticle = new Map<string, S['ArticleTag'][]>();
  for (const t of tags) byArticle.set(t.article_id, [...(byArticle.get(t.article_id) ?? []), { slug: t.slug, name: t.name }]);
  return byArticle;
}

/** The rows' articles, each with its tags in their order (one query for all the tags). */
async function withTags(db: Knex, rows: readonly ArticleRow[]): Promise<Article[]> {
  if (!rows.length) return [];
  const byArticle = await tagsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toArticle(r, byArticle.get(r.id) ?? []));
}

/**
 * The columns a write stores: the body's plain text and reading time come from the body, never from the client;
 * the search fields from the title, excerpt, tags and body text, so the index sees what the article says.
 */
function articleColumns(input: Input) {
  const bodyText = richTextPlain(input.body);
  const excerpt = input.excerpt ?? '';
  return {
    title: input.title,
    excerpt,
    body: JSON.stringify(input.body),
    body_text: bodyText,
    cover_url: input.coverImage?.url ?? null,
    cover_alt: input.coverImage?.alt ?? null,
    seo: input.seo ? JSON.stringify(input.seo) : null,
    is_active: input.isActive ?? true,
    reading_minutes: articleReadingMinutes(input.body),
    ...searchColumns(searchFields({ title: input.title, excerpt, tags: articleTags(input.tags), body: input.body }, bodyText)),
  };
}

/** An article's tags as rows, in their order. */
const tagRowsOf = (articleId: string, tags: readonly S['ArticleTag'][]): TagRow[] =>
  tags.map((t, position) => ({ article_id: articleId, slug: t.slug, name: t.name, position }));

async function writeTags(trx: Knex, articleId: string, tags: readonly S['ArticleTag'][]) {
  await tagRows(trx).where('article_id', articleId).delete();
  if (tags.length) await tagRows(trx).insert(tagRowsOf(articleId, tags));
}

// ------------------------------------------------------------------------------------------ reading (admin)

/** Escapes LIKE's wildcards with `!`, an escape character both SQLite and MySQL read the same way. */
const likeContaining = (text: string) => `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

export async function listArticles(db: Knex, query: ArticleListQuery) {
  const q = withAuthor(db);
  if (typeof query.tag === 'string') q.whereIn('articles.id', tagRows(db).select('article_id').where('slug', query.tag));
  if (typeof query.author === 'string') q.where('articles.author_id', query.author);
  if (typeof query.text === 'string' && query.text) {
    const like = likeContaining(query.text);
    q.where((w) => {
      for (const column of ['title', 'excerpt', 'slug']) w.orWhereRaw(`lower(articles.${column}) like ? escape '!'`, [like]);
    });
  }
  const page = await paginate(q, query, (r) => r);
  return { ...page, data: await withTags(db, page.data) };
}

async function findArticle(db: Knex, id: string): Promise<Article | undefined> {
  const row = await withAuthor(db).where('articles.id', id).first();
  return row ? (await withTags(db, [row]))[0] : undefined;
}

export async function getArticle(db: Knex, id: string) {
  const article = await findArticle(db, id);
  if (!article) throw new HttpError(404, ARTICLE_MESSAGES.notFound);
  return article;
}

// ------------------------------------------------------------------------------------------ reading (the blog)

const publishedRows = (db: Knex) => articleRows(db).where('articles.is_active', true);

/**
 * A page of published cards, newest first; with `tag` (a slug), those carrying it (404 when no published article
 * does); with `q`, those holding every word of it, the most relevant first (article-search.ts). The database
 * counts, orders and pages them, and only the page's rows and tags are read.
 */
export async function listPublishedArticles(db: Knex, query: PublishedQuery) {
  const tag = typeof query.tag === 'string' ? query.tag : undefined;
  const words = searchWords(typeof query.q === 'string' ? query.q : undefined);
  const tagged = () => (tag ? publishedRows(db).whereIn('articles.id', tagRows(db).select('article_id').where('slug', tag)) : publishedRows(db));
  if (tag && !(await tagged().first('articles.id'))) throw new HttpError(404, ARTICLE_MESSAGES.tagNotFound);
  const search = words.length ? await articleSearch(db, words, typeof query.lang === 'string' ? query.lang : undefined) : undefined;
  const found = () => {
    const q = tagged();
    search?.where(q);
    return q;
  };
  const { page, limit, offset } = pageOf(query);
  // The page's rows carry the count of all the matches (a window over them), so the search runs once; a page past the
  // end has no row to carry it, and counts apart.
  const rows = (await cardRows(db, found(), search).select(db.raw('count(*) over () AS total_count')).limit(limit).offset(offset)) as unknown as (ArticleRow & {
    total_count: number | string;
  })[];
  const total = rows.length ? rows[0].total_count : offset ? ((await found().count({ n: '*' })) as { n: number | string }[])[0].n : 0;
  return { data: (await withTags(db, rows)).map(articleCard), pagination: paginationOf(page, limit, Number(total)) };
}

/** Each published article's id, date and tags: what related articles and the tag counts are worked out from. */
async function publishedTags(db: Knex): Promise<Pick<Article, '_id' | 'publishedAt' | 'tags'>[]> {
  const rows = await publishedRows(db).select('articles.id', 'articles.published_at');
  const byArticle = await tagsOf(db, publishedRows(db).select('articles.id'));
  return rows.map((r) => ({ _id: r.id, publishedAt: r.published_at, tags: byArticle.get(r.id) ?? [] }));
}

/**
 * The published article a slug finds, by the shared rule (articleForVisitor): its current slug, or one it had or has
 * in any language (article_slugs keeps them all); a read in a language answers its slug there (the route's overlay),
 * which the page moves to when it is not the one asked for.
 */
async function publishedAtSlug(db: Knex, slug: string): Promise<Article> {
  const row =
    (await withAuthor(db).where('articles.slug', slug).first()) ??
    (await withAuthor(db).whereIn('articles.id', slugRows(db).select('article_id').where('slug', slug)).first());
  const found = await articleForVisitor(
    row,
    (r) => bool(r.is_active),
    async () => !!(await slugRows(db).where('slug', slug).first()),
  );
  return (await withTags(db, [found]))[0];
}

export async function getArticleBySlug(db: Knex, slug: string): Promise<S['PublicArticle']> {
  return publicArticle(await publishedAtSlug(db, slug));
}

export async function listRelatedArticles(db: Knex, slug: string): Promise<S['ArticleCard'][]> {
  const ids = relatedArticles(await publishedAtSlug(db, slug), await publishedTags(db)).map((a) => a._id);
  if (!ids.length) return [];
  const cards = await withTags(db, await cardRows(db, articleRows(db).whereIn('articles.id', ids)));
  return ids.map((id) => articleCard(cards.find((a) => a._id === id)!));
}

/** The newest published articles whole, for the feeds. */
export async function newestPublished(db: Knex, limit: number): Promise<S['PublicArticle'][]> {
  return (await withTags(db, await withAuthor(db).where('articles.is_active', true).limit(limit))).map(publicArticle);
}

/**
 * Each article's slug in each of `codes` (the site's languages, the default first): its slug in that language, its
 * own where it has none (its address there is then /{code}/blog/{its slug}).
 */
export async function slugsByLanguage(db: Knex, ids: readonly string[], codes: readonly string[]): Promise<Map<string, Record<string, string>>> {
  if (!ids.length) return new Map();
  const own = await articleRows(db)
    .whereIn('id', [...ids])
    .select('id', 'slug');
  const others = await Promise.all(codes.slice(1).map(async (code) => [code, await valuesByRecord(db, 'article', code, ids)] as const));
  return new Map(
    own.map((r) => [r.id, Object.fromEntries(codes.map((code, i) => [code, (i === 0 ? undefined : others[i - 1][1].get(r.id)?.slug?.trim()) || r.slug]))]),
  );
}

/** Every published article's address in each of `codes` (the site's languages, the default first) and when it last changed, for the sitemap. */
export async function publishedPages(db: Knex, codes: readonly string[]): Promise<{ slugs: Record<string, string>; lastModifiedAt?: string }[]> {
  const rows = await articleRows(db).where('is_active', true).select('id', 'last_modified_at');
  const slugs = await slugsByLanguage(
    db,
    rows.map((r) => r.id),
    codes,
  );
  return rows.map((r) => ({ slugs: slugs.get(r.id)!, lastModifiedAt: r.last_modified_at }));
}

export async function listArticleTags(db: Knex): Promise<S['ArticleTagCount'][]> {
  return articleTagCounts(await publishedTags(db));
}

// ------------------------------------------------------------------------------------------ writing

const isUniqueViolation = (e: unknown) => {
  const code = (e as { code?: string }).code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};

const slugTaken = () => new HttpError(409, ARTICLE_MESSAGES.slugTaken, [{ ...ARTICLE_SLUG_ERRORS.taken }]);

/** The slug a write stores: the one sent (409 when another article has it), else the current one, else one made from the title. */
async function slugFor(trx: Knex, input: Input, id: string, current: string | undefined): Promise<string> {
  const others = () => articleRows(trx).whereNot('id', id);
  // A slug another article has, or had: its address keeps leading there.
  const kept = () => slugRows(trx).whereNot('article_id', id);
  if (input.slug) {
    if ((await others().where('slug', input.slug).first()) || (await kept().where('slug', input.slug).first())) throw slugTaken();
    return input.slug;
  }
  if (current) return current;
  const base = slugify(input.title);
  if (!base) throw new HttpError(400, ARTICLE_MESSAGES.slugEmpty, [{ ...ARTICLE_SLUG_ERRORS.empty }]);
  const near = <Q extends Knex.QueryBuilder>(q: Q) => q.where((w) => w.where('slug', base).orWhere('slug', 'like', `${base}-%`));
  const taken = new Set([...((await near(others()).pluck('slug')) as string[]), ...((await near(kept()).pluck('slug')) as string[])]);
  return uniqueSlug(base, (slug) => taken.has(slug));
}

async function assertAdmin(trx: Knex, adminId: string) {
  if (!(await trx('admins').where('id', adminId).first('id'))) throw new HttpError(404, ARTICLE_MESSAGES.authorNotFound);
}

/** Runs a write, answering a slug another write took meanwhile (the unique index) as the 409 a check gives. */
async function slugChecked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) throw slugTaken();
    throw e;
  }
}

/** The author is the signed-in admin unless `authorId` names another; publishedAt is now unless sent. */
export async function createArticle(db: Knex, input: Input, adminId: string) {
  const id = newId();
  await slugChecked(() =>
    db.transaction(async (trx) => {
      const authorId = input.authorId ?? adminId;
      await assertAdmin(trx, authorId);
      const slug = await slugFor(trx, input, id, undefined);
      await articleRows(trx).insert({
        id,
        ...articleColumns(input),
        slug,
        author_id: authorId,
        published_at: input.publishedAt ?? nowIso(),
        ...auditOnCreate(adminId),
      });
      await keepSlug(trx, slug, id);
      await writeTags(trx, id, articleTags(input.tags));
    }),
  );
  return getArticle(db, id);
}

/** Replaces the fields; a slug, authorId or publishedAt left out keeps its current value. */
export async function updateArticle(db: Knex, id: string, input: Input, adminId: string) {
  await slugChecked(() =>
    db.transaction(async (trx) => {
      const row = await articleRows(trx).where('id', id).forUpdate().first();
      if (!row) throw new HttpError(404, ARTICLE_MESSAGES.notFound);
      if (input.authorId && input.authorId !== row.author_id) await assertAdmin(trx, input.authorId);
      const slug = await slugFor(trx, input, id, row.slug);
      await keepSlug(trx, slug, id);
      await articleRows(trx)
        .where('id', id)
        .update({
          ...articleColumns(input),
          slug,
          author_id: input.authorId ?? row.author_id,
          published_at: input.publishedAt ?? row.published_at,
          ...auditOnUpdate(adminId),
        });
      await writeTags(trx, id, articleTags(input.tags));
      // Its texts in other languages fall back to these where they have none: their search fields follow.
      await articleLanguagesWritten(trx, [id]);
    }),
  );
  return getArticle(db, id);
}

/** Removes the article, its tags and its search fields in other languages. */
export async function deleteArticle(db: Knex, id: string) {
  await db.transaction(async (trx) => {
    await tagRows(trx).where('article_id', id).delete();
    const removed = await articleRows(trx).where('id', id).delete();
    if (!removed) throw new HttpError(404, ARTICLE_MESSAGES.notFound);
    await articleLanguagesWritten(trx, [id]);
  });
}

/** How many records one statement writes, well under both databases' limits on a statement's size and bindings. */
const INSERT_BATCH = 100;

/**
 * Writes whole records as the API shows them (the demo seed, a restore, a release's undo, the search benchmark's
 * ten thousand), ids, author and audit included, a batch of rows per statement; a record's old tags go first, since
 * a restore removes only the article's own row.
 */
export async function insertArticles(trx: Knex, records: readonly Article[]) {
  await slugChecked(async () => {
    for (let i = 0; i < records.length; i += INSERT_BATCH) {
      const batch = records.slice(i, i + INSERT_BATCH);
      const ids = batch.map((a) => a._id);
      await articleRows(trx).insert(
        batch.map((a) => ({
          id: a._id,
          ...articleColumns(a as Input),
          slug: a.slug,
          author_id: a.authorId,
          published_at: a.publishedAt,
          ...seedAudit(a),
        })),
      );
      await slugRows(trx)
        .insert(batch.map((a) => ({ slug: a.slug, article_id: a._id })))
        .onConflict('slug')
        .ignore();
      await tagRows(trx).whereIn('article_id', ids).delete();
      const tags = batch.flatMap((a) => tagRowsOf(a._id, articleTags(a.tags)));
      if (tags.length) await tagRows(trx).insert(tags);
      await articleLanguagesWritten(trx, ids);
    }
  });
}
