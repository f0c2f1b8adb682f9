// The blog's RSS 2.0 and Atom feeds: the newest published articles, each with its excerpt and its body as HTML (the
// same escaped rendering as its page, shared/rich-text/render.ts). Addresses start with the settings' canonical URL,
// else the configured PUBLIC_URL, never a request's Host (ADR 0004). With the blog switched off, they answer 404 as
// its pages do. Each other language of the site has its own (ADR 0044): /{code}/blog/rss.xml and atom.xml, in that
// language (the articles' and the site's texts there, links to its pages), an Atom text that falls back to the
// default language marked with the default's xml:lang.
import type { Context, Next } from 'koa';
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { FEEDS } from '@shared/contract/blog-pages';
import { pathInLanguage } from '@shared/contract/server-render-language';
import { defaultLanguage, languageOf } from '@shared/contract/translations';
import { renderRichText } from '@shared/rich-text/render';
import { findSettingsIfAny } from '../services/homepage';
import { inLanguage } from '../services/translations';
import { escapeHtml } from './html-head';

type S = components['schemas'];

/** How many articles a feed carries. */
export const FEED_SIZE = 20;

export interface FeedSite {
  /** The site's address, ending in '/'. */
  base: string;
  title: string;
  description: string;
  /** The feed's language, and the default's, whose texts stand where an article has none in it. */
  lang: string;
  defaultLang: string;
}

/** A feed's article: its texts in the feed's language, those that fell back to the default's named (ADR 0044). */
type FeedArticle = S['PublicArticle'] & { untranslated?: string[] };

/** A site path in the feed's language, as an absolute address. */
const addressOf = (site: FeedSite, path: string) => new URL(pathInLanguage(path, site.lang, site.defaultLang).slice(1), site.base).toString();

/** ` xml:lang="en"` on an Atom text of `article` shown in the default language in another language's feed. */
const fallback = (site: FeedSite, article: FeedArticle, key: string) =>
  site.lang !== site.defaultLang && article.untranslated?.includes(key) ? ` xml:lang="${escapeHtml(site.defaultLang)}"` : '';

/** The article's body as HTML for a feed reader, its site-relative image and link addresses made absolute. */
const bodyHtml = (article: S['PublicArticle'], base: string) =>
  renderRichText(article.body).replace(/ (src|href)="\/(?!\/)/g, (_, attr: string) => ` ${attr}="${base}`);

const articleUrl = (article: S['PublicArticle'], site: FeedSite) => addressOf(site, `/blog/${article.slug}`);
const newest = (articles: readonly S['PublicArticle'][]) =>
  articles.reduce((latest, a) => ((a.lastModifiedAt ?? a.publishedAt) > latest ? (a.lastModifiedAt ?? a.publishedAt) : latest), '1970-01-01T00:00:00.000Z');

export function rssXml(site: FeedSite, articles: readonly FeedArticle[]): string {
  const self = addressOf(site, FEEDS[0].path);
  const items = articles.map((a) => {
    const link = escapeHtml(articleUrl(a, site));
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
    `    <link>${escapeHtml(addressOf(site, '/blog'))}</link>`,
    `    <description>${escapeHtml(site.description)}</description>`,
    `    <language>${escapeHtml(site.lang)}</language>`,
    `    <lastBuildDate>${new Date(newest(articles)).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeHtml(self)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function atomXml(site: FeedSite, articles: readonly FeedArticle[]): string {
  const self = addressOf(site, FEEDS[1].path);
  const blog = addressOf(site, '/blog');
  const entries = articles.map((a) => {
    const link = escapeHtml(articleUrl(a, site));
    return [
      '  <entry>',
      `    <id>${link}</id>`,
      `    <title${fallback(site, a, 'title')}>${escapeHtml(a.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${link}" />`,
      `    <published>${a.publishedAt}</published>`,
      `    <updated>${a.lastModifiedAt ?? a.publishedAt}</updated>`,
      `    <author><name>${escapeHtml(a.author.name)}</name></author>`,
      ...a.tags.map((t) => `    <category term="${escapeHtml(t.slug)}" label="${escapeHtml(t.name)}" />`),
      `    <summary${fallback(site, a, 'excerpt')}>${escapeHtml(a.excerpt)}</summary>`,
      `    <content type="html"${fallback(site, a, 'body')}>${escapeHtml(bodyHtml(a, site.base))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeHtml(site.lang)}">`,
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
 * before there are settings to switch it on). Under a path's `:lang` (/de/blog/rss.xml), the feed in that language:
 * a segment that is not another of the site's languages is left to the pages (a page that does not exist).
 */
export function feedHandlers(db: Knex, publicUrl: string, newestArticles: (db: Knex, limit: number) => Promise<S['PublicArticle'][]>) {
  const handler = (format: 'rss' | 'atom') => async (ctx: Context, next: Next) => {
    const own = await findSettingsIfAny(db);
    const code = (ctx.params as { lang?: string } | undefined)?.lang;
    const fallbackCode = defaultLanguage(own).code;
    const language = code === undefined ? undefined : languageOf(own, code);
    if (code !== undefined && (!language || language.code === fallbackCode)) return next();
    if (!own?.features?.enableBlog) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    const lang = language?.code;
    const settings = (await inLanguage(db, 'homepage-settings', own, lang)) as typeof own;
    const site: FeedSite = {
      base: (settings.canonicalUrl || `${publicUrl}/`).replace(/\/?$/, '/'),
      title: settings.siteName || settings.metaTitle,
      description: settings.metaDescription,
      lang: lang ?? fallbackCode,
      defaultLang: fallbackCode,
    };
    const articles = (await inLanguage(db, 'article', await newestArticles(db, FEED_SIZE), lang)) as FeedArticle[];
    ctx.type = format === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/atom+xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = format === 'rss' ? rssXml(site, articles) : atomXml(site, articles);
  };
  return { rss: handler('rss'), atom: handler('atom') };
}
