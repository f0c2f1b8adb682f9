// robots.txt and sitemap.xml: the public pages, every service detail page and, while the blog is on, the blog and
// every published article, each in every language of the site with its alternates (ADR 0044). Their addresses start
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
    const articles = blogOn ? await publishedPages(db) : [];
    const pages = [
      ...PUBLIC_PAGES.map((path) => ({ path, lastmod: undefined as string | undefined })),
      ...details.map((d) => ({ path: `/service-details/${d.serviceId}`, lastmod: d.lastModifiedAt as string | undefined })),
      ...(blogOn ? [{ path: '/blog', lastmod: undefined as string | undefined }] : []),
      ...articles.map((a) => ({ path: `/blog/${a.slug}`, lastmod: a.lastModifiedAt as string | undefined })),
    ];
    const languages = siteLanguages(settings);
    const at = (path: string, code: string) => escapeHtml(new URL(pathInLanguage(path, code, languages[0].code).slice(1), base).toString());
    // A site of one language lists each page once; with more, each page in each language, with all of them (and the
    // default's as x-default) as its alternates.
    const alternates = (path: string) =>
      languages.length < 2
        ? ''
        : [...languages.map((l) => [l.code, at(path, l.code)]), ['x-default', at(path, languages[0].code)]]
            .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}" />`)
            .join('');
    const entries = pages.flatMap(({ path, lastmod }) =>
      languages.map((l) => `  <url><loc>${at(path, l.code)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}${alternates(path)}</url>`),
    );
    ctx.type = 'application/xml';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body =
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${languages.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}>\n` +
      entries.join('\n') +
      `\n</urlset>\n`;
  };
}
