// robots.txt and sitemap.xml: the public pages, every service detail page and, while the blog is on, the blog and
// every published article, each in every language of the site with its alternates (ADR 0044); an article at its slug
// in each language. Their addresses start
// with the settings' canonical URL, else the configured PUBLIC_URL: never with a request's Host (ADR 0004).
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { pathInLanguage } from '@shared/contract/server-render-language';
import { siteLanguages } from '@shared/contract/translations';
import { findSettingsIfAny } from '../services/homepage';
import { publishedPages } from '../services/article';
import { listDetailPages } from '../services/service-details';
import { escapeHtml } from './html-head';

const PUBLIC_PAGES = ['/', '/contact', '/privacy-policy', '/terms-conditions'];

async function siteBase(db: Knex, publicUrl: string) {
  const canonical = (await findSettingsIfAny(db))?.canonicalUrl;
  return (canonical || `${publicUrl}/`).replace(/\/?$/, '/');
}

export function robotsTxt(db: Knex, publicUrl: string) {
  return async (ctx: Context) => {
    const base = await siteBase(db, publicUrl).catch(() => `${publicUrl}/`);
    ctx.type = 'text/plain';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /login\nDisallow: /api/\n\nSitemap: ${base}sitemap.xml\n`;
  };
}

export function sitemapXml(db: Knex, publicUrl: string) {
  return async (ctx: Context) => {
    const base = await siteBase(db, publicUrl);
    const details = await listDetailPages(db);
    const settings = await findSettingsIfAny(db);
    const blogOn = !!settings?.features?.enableBlog;
    const languages = siteLanguages(settings);
    const articles = blogOn
      ? await publishedPages(
          db,
          languages.map((l) => l.code),
        )
      : [];
    // A page's path in each language: the same path, but an article's with its slug in that language (ADR 0044).
    const samePath = (path: string) => () => path;
    const pages = [
      ...PUBLIC_PAGES.map((path) => ({ pathIn: samePath(path), lastmod: undefined as string | undefined })),
      ...details.map((d) => ({ pathIn: samePath(`/service-details/${d.serviceId}`), lastmod: d.lastModifiedAt as string | undefined })),
      ...(blogOn ? [{ pathIn: samePath('/blog'), lastmod: undefined as string | undefined }] : []),
      ...articles.map((a) => ({ pathIn: (code: string) => `/blog/${a.slugs[code]}`, lastmod: a.lastModifiedAt as string | undefined })),
    ];
    const at = (pathIn: (code: string) => string, code: string) =>
      escapeHtml(new URL(pathInLanguage(pathIn(code), code, languages[0].code).slice(1), base).toString());
    // A site of one language lists each page once; with more, each page in each language, with all of them (and the
    // default's as x-default) as its alternates.
    const alternates = (pathIn: (code: string) => string) =>
      languages.length < 2
        ? ''
        : [...languages.map((l) => [l.code, at(pathIn, l.code)]), ['x-default', at(pathIn, languages[0].code)]]
            .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}" />`)
            .join('');
    const entries = pages.flatMap(({ pathIn, lastmod }) =>
      languages.map((l) => `  <url><loc>${at(pathIn, l.code)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}${alternates(pathIn)}</url>`),
    );
    ctx.type = 'application/xml';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body =
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${languages.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}>\n` +
      entries.join('\n') +
      `\n</urlset>\n`;
  };
}
