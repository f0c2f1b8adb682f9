// The blog's rules, said once for the backend (backend/src/services/article.ts) and the mocks
// (mocks/handlers/article.ts): the messages, how a slug is made and kept unique, how tags are read from a write,
// what a search matches and how its matches rank, which articles are related, and an article as a card. openapi.yaml's
// Articles tag describes the calls.
import { HttpError } from './http-error';
import type { components } from './schema';
import { readingMinutes, richTextPlain } from '../rich-text/render';
import { richTextValue, type TranslationValues } from './translations';

type S = components['schemas'];

export const ARTICLE_MESSAGES = {
  created: 'Article created successfully!',
  updated: 'Article updated successfully!',
  deleted: 'Article deleted successfully!',
  notFound: 'Article not found',
  /** A slug whose article was deleted (410). */
  gone: 'Article deleted',
  tagNotFound: 'Tag not found',
  authorNotFound: 'Author not found',
  slugTaken: 'Another article already uses this slug',
  /** A slug in another language (a translation's `values.slug`) that another article has or had. */
  translatedSlugTaken: 'values.slug: another article already uses this slug',
  /** When a title has no letter or digit to make a slug of. */
  slugEmpty: 'slug: make one of letters and digits, as the title has none',
} as const;

/** The longest slug (openapi.yaml's ArticleSlug). */
export const SLUG_MAX = 120;
/** How many related articles a page shows. */
export const RELATED_LIMIT = 3;

/** A slug made from a title or a tag: lowercase ASCII words joined by hyphens ('Six implants, one guide' → 'six-implants-one-guide'). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/**
 * What a visitor's read of a slug answers, once each side has looked up the article that has the slug, else the one
 * that had it (`found`): that article while it is published (its answer carries the current slug, which the page
 * redirects to); 410 when no article is found but the slug was kept (its article was deleted); 404 otherwise, and
 * for an unpublished one. `slugWasKept` is only asked when nothing was found.
 */
export async function articleForVisitor<A>(found: A | undefined, isPublished: (a: A) => boolean, slugWasKept: () => boolean | Promise<boolean>): Promise<A> {
  if (found && isPublished(found)) return found;
  if (!found && (await slugWasKept())) throw new HttpError(410, ARTICLE_MESSAGES.gone);
  throw new HttpError(404, ARTICLE_MESSAGES.notFound);
}

/** The first of `base`, `base-2`, `base-3`… that `taken` does not hold. */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

type TagInput = NonNullable<S['ArticleInput']['tags']>[number];

/** A write's tags as stored: by name (trimmed), each slug once, in the order sent. A tag with no letter or digit to slug is dropped. */
export function articleTags(tags: readonly TagInput[] | undefined): S['ArticleTag'][] {
  const seen = new Set<string>();
  const out: S['ArticleTag'][] = [];
  for (const tag of tags ?? []) {
    const name = (typeof tag === 'string' ? tag : tag.name).trim();
    const slug = slugify(name);
    if (!slug || seen.has(slug)) continue;
    seen.add(slug);
    out.push({ slug, name });
  }
  return out;
}

/** A text's words as search reads them: its runs of letters and digits, lowercased. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The words of a search (lowercase letters and digits), each once, at most 12. */
export function searchWords(q: string | undefined): string[] {
  return q ? [...new Set(wordsOf(q))].slice(0, 12) : [];
}

/**
 * Where a search looks and what finding a word there weighs in an article's relevance: the sum, over the search's
 * words, of the weights of the fields holding the word. The backend's SQL computes the same sum from this table
 * (services/article.ts), so the databases and the mocks rank alike.
 */
export const SEARCH_WEIGHTS = { title: 4, tags: 3, excerpt: 2, body: 1 } as const;
export type SearchField = keyof typeof SEARCH_WEIGHTS;
export const SEARCH_FIELDS = Object.keys(SEARCH_WEIGHTS) as SearchField[];

/**
 * A field as search reads it, and as the backend stores it beside the article: its words, each after one space
 * (' six implants one guide'). A search word is found in the field when it starts one of the field's words, which
 * is when the field holds the word after a space (searchNeedle): a test SQL's instr() makes the same way.
 */
export const searchField = (text: string) =>
  wordsOf(text)
    .map((word) => ` ${word}`)
    .join('');

/** What a field is searched for to find `word` at the start of one of its words. */
export const searchNeedle = (word: string) => ` ${word}`;

/** An article's search fields (`bodyText`: the body's plain text, when the caller has it already). */
export function searchFields(
  article: Pick<S['Article'], 'title' | 'excerpt' | 'tags' | 'body'>,
  bodyText = richTextPlain(article.body),
): Record<SearchField, string> {
  return {
    title: searchField(article.title),
    tags: searchField(article.tags.map((t) => t.name).join(' ')),
    excerpt: searchField(article.excerpt),
    body: searchField(bodyText),
  };
}

/**
 * An article's search fields in a language (ADR 0044): its title, excerpt and body there where its translation
 * (`values`, its texts by key) has them, else the default language's (`defaults`, its searchFields); its tags as they
 * are. The backend stores these beside the article for each language it has texts in (article_search_texts), the
 * mocks compute them for each search: one rule.
 */
export function searchFieldsIn(defaults: Record<SearchField, string>, values: TranslationValues | undefined): Record<SearchField, string> {
  const value = (key: string) => (values?.[key]?.trim() ? values[key]! : undefined);
  const title = value('title');
  const excerpt = value('excerpt');
  const body = value('body');
  const doc = body === undefined ? undefined : richTextValue(body);
  return {
    title: title === undefined ? defaults.title : searchField(title),
    tags: defaults.tags,
    excerpt: excerpt === undefined ? defaults.excerpt : searchField(excerpt),
    body: doc ? searchField(richTextPlain(doc)) : defaults.body,
  };
}

const holds = (fields: Record<SearchField, string>, field: SearchField, word: string) => fields[field].includes(searchNeedle(word));

/** True when every word of the search starts a word of one of the fields ('impl' finds 'implants', 'plant' does not). */
export const matchesSearch = (fields: Record<SearchField, string>, words: readonly string[]) =>
  words.every((word) => SEARCH_FIELDS.some((field) => holds(fields, field, word)));

/** An article's relevance to a search: for each word, the weights of the fields holding it, summed. */
export const searchScore = (fields: Record<SearchField, string>, words: readonly string[]) =>
  words.reduce((sum, word) => sum + SEARCH_FIELDS.reduce((s, field) => s + (holds(fields, field, word) ? SEARCH_WEIGHTS[field] : 0), 0), 0);

/**
 * A search's matches in their order: the most relevant first, then newest first (newestFirst). `fieldsOf` an article:
 * the fields searched (in a language: searchFieldsIn), its searchFields unless said.
 */
export function rankedSearch<A extends Pick<S['Article'], '_id' | 'publishedAt' | 'title' | 'excerpt' | 'tags' | 'body'>>(
  articles: readonly A[],
  words: readonly string[],
  fieldsOf: (a: A) => Record<SearchField, string> = searchFields,
): A[] {
  return articles
    .map((a) => ({ a, fields: fieldsOf(a) }))
    .filter((x) => matchesSearch(x.fields, words))
    .map((x) => ({ a: x.a, score: searchScore(x.fields, words) }))
    .sort((x, y) => y.score - x.score || newestFirst(x.a, y.a))
    .map((x) => x.a);
}

/** Newest first by publishedAt, then by id, so that two of one instant keep one order everywhere. */
export const newestFirst = (a: Pick<S['ArticleCard'], 'publishedAt' | '_id'>, b: Pick<S['ArticleCard'], 'publishedAt' | '_id'>) =>
  a.publishedAt === b.publishedAt ? (a._id < b._id ? 1 : a._id > b._id ? -1 : 0) : a.publishedAt < b.publishedAt ? 1 : -1;

/** Up to RELATED_LIMIT other articles, those sharing the most tags first, newest first among equals; none that share no tag. */
export function relatedArticles<A extends Pick<S['ArticleCard'], '_id' | 'publishedAt' | 'tags'>>(of: A, others: readonly A[]): A[] {
  const mine = new Set(of.tags.map((t) => t.slug));
  return others
    .filter((a) => a._id !== of._id)
    .map((a) => ({ a, shared: a.tags.filter((t) => mine.has(t.slug)).length }))
    .filter((x) => x.shared > 0)
    .sort((x, y) => y.shared - x.shared || newestFirst(x.a, y.a))
    .slice(0, RELATED_LIMIT)
    .map((x) => x.a);
}

/** An admin as their articles show them: the public name (the account's when none) and the photo, when set. */
export function articleAuthorOf(admin: Pick<S['Admin'], 'name' | 'displayName' | 'photo'>): S['ArticleAuthor'] {
  return { name: admin.displayName || admin.name, ...(admin.photo ? { photo: admin.photo } : {}) };
}

/** The reading time an article shows, from its body. */
export const articleReadingMinutes = (body: S['RichTextDocument']) => readingMinutes(body);

/** An article as a list shows it: its body, SEO and audit fields left out. */
export function articleCard(article: S['Article']): S['ArticleCard'] {
  const { _id, title, slug, excerpt, coverImage, tags, author, publishedAt, readingMinutes: minutes } = article;
  return { _id, title, slug, excerpt, ...(coverImage ? { coverImage } : {}), tags, author, publishedAt, readingMinutes: minutes };
}

/** An article as its public page reads it: the card, its body and SEO, and when it last changed. */
export function publicArticle(article: S['Article']): S['PublicArticle'] {
  return {
    ...articleCard(article),
    body: article.body,
    ...(article.seo ? { seo: article.seo } : {}),
    ...(article.lastModifiedAt ? { lastModifiedAt: article.lastModifiedAt } : {}),
  };
}

/** The field error each slug refusal names: 400 when the title gives no slug, 409 when another article has it. */
export const ARTICLE_SLUG_ERRORS = {
  empty: { field: 'slug', message: 'make one of letters and digits, as the title has none' },
  taken: { field: 'slug', message: 'is used by another article' },
  /** An article's slug in another language (a translation write) that another article has or had, in any language. */
  translatedTaken: { field: 'values.slug', message: 'is used by another article' },
} as const;

/**
 * Refuses (409 naming `values.slug`) an article's slug in a language that another article has or had: every slug is
 * one article's, in every language. `slugOfAnother` asks the store (the server's tables, the mocks' collections).
 */
export async function checkTranslatedSlug(
  values: Readonly<Record<string, string>>,
  articleId: string,
  slugOfAnother: (slug: string, articleId: string) => boolean | Promise<boolean>,
): Promise<void> {
  if (values.slug && (await slugOfAnother(values.slug, articleId)))
    throw new HttpError(409, ARTICLE_MESSAGES.translatedSlugTaken, [{ ...ARTICLE_SLUG_ERRORS.translatedTaken }]);
}

/** The admin list's text filter: the text in the title, excerpt or slug, whatever its case. */
export function hasArticleText(article: Pick<S['Article'], 'title' | 'excerpt' | 'slug'>, text: string): boolean {
  const needle = text.toLowerCase();
  return [article.title, article.excerpt, article.slug].some((field) => field.toLowerCase().includes(needle));
}

/**
 * The tags of `published` with how many carry each, by name (then slug); a tag's name is the one its newest article
 * gives it, as two articles may spell one slug differently.
 */
export function articleTagCounts(published: readonly Pick<S['Article'], '_id' | 'publishedAt' | 'tags'>[]): S['ArticleTagCount'][] {
  const counts = new Map<string, S['ArticleTagCount']>();
  for (const article of [...published].sort(newestFirst)) {
    for (const tag of article.tags) {
      const seen = counts.get(tag.slug);
      if (seen) seen.count++;
      else counts.set(tag.slug, { slug: tag.slug, name: tag.name, count: 1 });
    }
  }
  return [...counts.values()].sort((a, b) => a.name.localeCompare(b.name, 'en') || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}
