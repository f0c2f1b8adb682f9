// The Blog screen's texts, limits and pure rules: the draft the editor holds, the body it sends (openapi.yaml's
// ArticleInput), and where a server's refusal is shown. The server's own rules are in shared/contract/articles.ts.
import type { components } from '@shared/contract/schema';
import { ARTICLE_MESSAGES, SLUG_MAX } from '@shared/contract/articles';
import type { Article, ArticleInput } from './article-api';

type S = components['schemas'];
export type RichTextDocument = S['RichTextDocument'];

/** Articles per page of the list (the server allows up to 100). */
export const ARTICLE_PAGE_SIZE = 10;
/** The list that the tag filter's options are read from: the newest articles, up to the server's page limit. */
export const TAG_SOURCE_LIMIT = 100;

/** openapi.yaml's limits of ArticleFields, ArticleImage, ArticleSeo and ArticleInput. */
export const ARTICLE_LIMITS = { title: 150, slug: SLUG_MAX, excerpt: 300, alt: 300, tags: 10, tag: 40, metaTitle: 70, metaDescription: 200 } as const;

export const ARTICLE_TEXTS = {
  title: 'Blog',
  note: 'Write and publish the articles of the blog.',
  newArticle: 'New article',
  loading: 'Loading articles...',
  loadFailed: 'Failed to load articles',
  empty: 'No articles yet. Click "New article" to write the first one.',
  filteredEmpty: 'No articles match these filters.',
  tableName: 'Articles, newest first',
  pagerLabel: 'Article pages',
  deleteTitle: 'Delete article',
  deleteMessage: (title: string) => `Delete "${title}"? Visitors will no longer find it on the blog.`,
  deleted: ARTICLE_MESSAGES.deleted,
  deleteFailed: 'Failed to delete article',
  loadingArticle: 'Loading article...',
  loadArticleFailed: 'Failed to load article',
  created: ARTICLE_MESSAGES.created,
  updated: ARTICLE_MESSAGES.updated,
  saveFailed: 'Failed to save article',
  saveOffline: 'Error saving article: the server did not answer',
  fixErrors: 'Some fields need a change before the article can be saved.',
  titleRequired: 'Title is required',
  coverAltRequired: 'Describe the cover image for those who cannot see it',
  bodyErrors: 'The body has parts the blog cannot show:',
  newHeading: 'New article',
  editHeading: 'Edit article',
  backToList: 'Back to articles',
  author: 'Author',
  authorHint: 'Visitors see the author by their public name and photo, which each admin sets on the Dashboard.',
  authorsFailed: 'The list of authors could not be loaded; the article keeps its author.',
  published: 'Published',
  draft: 'Draft',
} as const;

/** What the editor holds: every field a person sets, as the form's inputs read them. */
export interface ArticleDraft {
  title: string;
  /** '' lets the server make one from the title. */
  slug: string;
  excerpt: string;
  coverUrl: string;
  coverAlt: string;
  /** Comma-separated tag names. */
  tags: string;
  /** A datetime-local value ('YYYY-MM-DDTHH:mm', the admin's time), or '' for now. */
  publishedAt: string;
  /** The author's admin id; '' leaves it to the server (the signed-in admin for a new article). */
  authorId: string;
  isActive: boolean;
  metaTitle: string;
  metaDescription: string;
  body: RichTextDocument;
}

export type DraftField = Exclude<keyof ArticleDraft, 'isActive'>;

export const EMPTY_BODY: RichTextDocument = { type: 'doc', content: [{ type: 'paragraph' }] };

/** A new article's draft, written by `authorId` (the signed-in admin) unless the editor chooses another. */
export function newArticleDraft(authorId = ''): ArticleDraft {
  return {
    title: '',
    slug: '',
    excerpt: '',
    coverUrl: '',
    coverAlt: '',
    tags: '',
    publishedAt: '',
    authorId,
    isActive: false,
    metaTitle: '',
    metaDescription: '',
    body: EMPTY_BODY,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in the admin's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function draftFromArticle(article: Article): ArticleDraft {
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    coverUrl: article.coverImage?.url ?? '',
    coverAlt: article.coverImage?.alt ?? '',
    tags: article.tags.map((t) => t.name).join(', '),
    publishedAt: toLocalInput(article.publishedAt),
    authorId: article.authorId,
    isActive: article.isActive,
    metaTitle: article.seo?.metaTitle ?? '',
    metaDescription: article.seo?.metaDescription ?? '',
    body: article.body,
  };
}

/** Tag names from the comma-separated input: trimmed, blanks dropped. */
export const tagNames = (tags: string) =>
  tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** The errors the form finds before sending, by field (the server checks the rest). */
export function validateDraft(draft: ArticleDraft): Partial<Record<DraftField, string>> {
  const errors: Partial<Record<DraftField, string>> = {};
  if (!draft.title.trim()) errors.title = ARTICLE_TEXTS.titleRequired;
  if (draft.coverUrl.trim() && !draft.coverAlt.trim()) errors.coverAlt = ARTICLE_TEXTS.coverAltRequired;
  return errors;
}

/** The body sent on create and update; an empty optional field is left out (the server then keeps or makes its own). */
export function toArticleInput(draft: ArticleDraft): ArticleInput {
  const seo = {
    ...(draft.metaTitle.trim() && { metaTitle: draft.metaTitle.trim() }),
    ...(draft.metaDescription.trim() && { metaDescription: draft.metaDescription.trim() }),
  };
  const publishedAt = draft.publishedAt ? new Date(draft.publishedAt) : null;
  return {
    title: draft.title.trim(),
    ...(draft.slug.trim() && { slug: draft.slug.trim() }),
    excerpt: draft.excerpt.trim(),
    body: draft.body,
    ...(draft.coverUrl.trim() && { coverImage: { url: draft.coverUrl.trim(), alt: draft.coverAlt.trim() } }),
    tags: tagNames(draft.tags),
    ...(publishedAt && !Number.isNaN(publishedAt.getTime()) && { publishedAt: publishedAt.toISOString() }),
    ...(draft.authorId && { authorId: draft.authorId }),
    ...(Object.keys(seo).length && { seo }),
    isActive: draft.isActive,
  };
}

/** The draft field a server error's `field` (a path of ArticleInput) belongs to. */
export function draftFieldOf(field: string): DraftField | null {
  const [head, next] = field.split('.');
  switch (head) {
    case 'title':
    case 'slug':
    case 'excerpt':
    case 'tags':
    case 'publishedAt':
    case 'authorId':
    case 'body':
      return head;
    case 'coverImage':
      return next === 'alt' ? 'coverAlt' : 'coverUrl';
    case 'seo':
      return next === 'metaDescription' ? 'metaDescription' : 'metaTitle';
    default:
      return null;
  }
}

const NODE_NAMES: Record<string, string> = {
  paragraph: 'paragraph',
  heading: 'heading',
  bulletList: 'bullet list',
  orderedList: 'numbered list',
  listItem: 'list item',
  blockquote: 'quote',
  figure: 'image',
  text: 'text',
  hardBreak: 'line break',
};

const ATTR_NAMES: Record<string, string> = { alt: 'alt text', src: 'image', caption: 'caption', href: 'link address', level: 'heading level' };

/**
 * Where in the body a server error points, in words: 'body.content.3.attrs.alt' on a document whose fourth block is
 * a figure reads 'Block 4 (image), alt text'. A path the document does not have (it changed since) names the block only.
 */
export function describeBodyPath(field: string, body: RichTextDocument): string {
  const parts = field.split('.').slice(1);
  if (parts[0] !== 'content' || parts[1] === undefined) return 'Body';
  const index = Number(parts[1]);
  const block = body.content[index] as { type?: string } | undefined;
  const where = `Block ${index + 1}${block?.type ? ` (${NODE_NAMES[block.type] ?? block.type})` : ''}`;
  const last = parts.at(-1) ?? '';
  if (parts.includes('marks')) return `${where}, ${last === 'href' ? 'link address' : 'formatting'}`;
  return ATTR_NAMES[last] ? `${where}, ${ATTR_NAMES[last]}` : where;
}

/**
 * The server's field errors split into those shown beside a field and those of the body, shown above the editor. A
 * slug another article has (409) is the slug's error even when the answer names no field.
 */
export function splitServerErrors(errors: readonly { field: string; message: string }[], body: RichTextDocument, message?: string) {
  const fields: Partial<Record<DraftField, string>> = {};
  const bodyErrors: string[] = [];
  const other: string[] = [];
  for (const e of errors) {
    const field = draftFieldOf(e.field);
    if (field === 'body') bodyErrors.push(`${describeBodyPath(e.field, body)}: ${e.message}`);
    else if (field) fields[field] ??= e.message;
    else other.push(`${e.field} ${e.message}`);
  }
  if (message === ARTICLE_MESSAGES.slugTaken) fields.slug ??= message;
  return { fields, bodyErrors, other };
}

export const statusLabel = (article: Pick<Article, 'isActive'>) => (article.isActive ? ARTICLE_TEXTS.published : ARTICLE_TEXTS.draft);

/** 'Nov 20, 2026' in the admin's time zone. */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString('en-US', { dateStyle: 'medium' });
}

/** The tags of a list of articles, each slug once, by name. */
export function tagOptions(articles: readonly Pick<Article, 'tags'>[]): S['ArticleTag'][] {
  const bySlug = new Map<string, S['ArticleTag']>();
  for (const a of articles) for (const t of a.tags) if (!bySlug.has(t.slug)) bySlug.set(t.slug, t);
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name));
}
