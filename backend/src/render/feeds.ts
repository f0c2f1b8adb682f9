// The blog's RSS 2.0 and Atom feeds: the newest published articles, each with its excerpt and its body as HTML (the
// same escaped rendering as its page, shared/rich-text/render.ts). Addresses start with the settings' canonical URL,
// else the configured PUBLIC_URL, never a request's Host (ADR 0004). With the blog switched off, they answer 404 as
// its pages do.
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { FEEDS } from '@shared/contract/blog-pages';
import { renderRichText } from '@shared/rich-text/render';
import { findSettingsIfAny } from '../services/homepage';
import { escapeHtml } from './html-head';

type S = components['schemas'];

/** How many articles a feed carries. */
export const FEED_SIZE = 20;

export interface FeedSite {
  /** The site's address, ending in '/'. */
  base: string;
  title: string;
  description: string;
}

/** The article's body as HTML for a feed reader, its site-relative image and link addresses made absolute. */
const bodyHtml = (article: S['PublicArticle'], base: string) =>
  renderRichText(article.body).replace(/ (src|href)="\/(?!\/)/g, (_, attr: string) => ` ${attr}="${base}`);

const articleUrl = (article: S['PublicArticle'], base: string) => new URL(`blog/${article.slug}`, base).toString();
const newest = (articles: readonly S['PublicArticle'][]) =>
  articles.reduce((latest, a) => ((a.lastModifiedAt ?? a.publishedAt) > latest ? (a.lastModifiedAt ?? a.publishedAt) : latest), '1970-01-01T00:00:00.000Z');

export function rssXml(site: FeedSite, articles: readonly S['PublicArticle'][]): string {
  const self = new URL(FEEDS[0].path.slice(1), site.base).toString();
  const items = articles.map((a) => {
    const link = escapeHtml(articleUrl(a, site.base));
    return [
      '    <item>',
      `      <title>${escapeHtml(a.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${new Date(a.publishedAt).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeHtml(a.author.name)}</dc:creator>`,
      ...a.tags.map((t) => `      <category>${escapeHtml(t.name)}</category>`),
      `      <description>${escapeHtml(a.excerpt)}</description>`,
      `      <content:encoded>${escapeHtml(bodyHtml(a, site.base))}</content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeHtml(site.title)}</title>`,
    `    <link>${escapeHtml(new URL('blog', site.base).toString())}</link>`,
    `    <description>${escapeHtml(site.description)}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${new Date(newest(articles)).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeHtml(self)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function atomXml(site: FeedSite, articles: readonly S['PublicArticle'][]): string {
  const self = new URL(FEEDS[1].path.slice(1), site.base).toString();
  const blog = new URL('blog', site.base).toString();
  const entries = articles.map((a) => {
    const link = escapeHtml(articleUrl(a, site.base));
    return [
      '  <entry>',
      `    <id>${link}</id>`,
      `    <title>${escapeHtml(a.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${link}" />`,
      `    <published>${a.publishedAt}</published>`,
      `    <updated>${a.lastModifiedAt ?? a.publishedAt}</updated>`,
      `    <author><name>${escapeHtml(a.author.name)}</name></author>`,
      ...a.tags.map((t) => `    <category term="${escapeHtml(t.slug)}" label="${escapeHtml(t.name)}" />`),
      `    <summary>${escapeHtml(a.excerpt)}</summary>`,
      `    <content type="html">${escapeHtml(bodyHtml(a, site.base))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${escapeHtml(blog)}</id>`,
    `  <title>${escapeHtml(site.title)}</title>`,
    `  <subtitle>${escapeHtml(site.description)}</subtitle>`,
    `  <updated>${newest(articles)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeHtml(self)}" />`,
    `  <link rel="alternate" type="text/html" href="${escapeHtml(blog)}" />`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/**
 * The feeds' handlers: `newest` reads the newest published articles whole. 404 while the blog is switched off (or
 * before there are settings to switch it on).
 */
export function feedHandlers(db: Knex, publicUrl: string, newestArticles: (db: Knex, limit: number) => Promise<S['PublicArticle'][]>) {
  const handler = (format: 'rss' | 'atom') => async (ctx: Context) => {
    const settings = await findSettingsIfAny(db);
    if (!settings?.features?.enableBlog) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    const site: FeedSite = {
      base: (settings.canonicalUrl || `${publicUrl}/`).replace(/\/?$/, '/'),
      title: settings.siteName || settings.metaTitle,
      description: settings.metaDescription,
    };
    const articles = await newestArticles(db, FEED_SIZE);
    ctx.type = format === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/atom+xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = format === 'rss' ? rssXml(site, articles) : atomXml(site, articles);
  };
  return { rss: handler('rss'), atom: handler('atom') };
}
