import { HOME_LIST_ARG } from '@shared/contract/blog-pages';
import type { ContentKind } from './content-kind';

/**
 * The blog's articles: any number, each on the blog while it is published (isActive), found by its slug. Its tags
 * are rows of their own (article_tags), written and restored with it; every slug it has had, in any language, is kept
 * (article_slugs).
 */
export const article = {
  kind: 'article',
  tag: 'Articles',
  label: 'Article',
  rule: 'many',
  operations: { create: 'createArticle', update: 'updateArticle', list: 'listArticles' },
  editField: 'title',
  tables: ['articles', 'article_tags', 'article_slugs'],
  collection: 'articles',
  demoKey: 'articles',
  // Its slug in a language is its address there (/de/blog/{slug}); its body a rich-text document (ADR 0044).
  translatable: {
    schema: 'Article',
    fields: ['title', 'slug', 'excerpt', 'body', 'coverImage.alt', 'seo.metaTitle', 'seo.metaDescription'],
    richText: ['body'],
    readingMinutesOf: { readingMinutes: 'body' },
  },
  publicReads: [
    { operationId: 'listPublishedArticles', noneWhenNotFound: true },
    { operationId: 'getArticleBySlug', noneWhenNotFound: true },
    { operationId: 'listRelatedArticles', noneWhenNotFound: true },
  ],
  homeSection: { key: 'blog', label: 'Latest articles', position: 5.5, read: { operationId: 'listPublishedArticles', arg: HOME_LIST_ARG } },
  menu: { label: 'Blog', path: '/admin/blog', position: 6.5 },
} as const satisfies ContentKind;
