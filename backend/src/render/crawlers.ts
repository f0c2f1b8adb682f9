// robots.txt and sitemap.xml: the public pages, every service detail page and, while the blog is on, the blog and
// every published article. Their addresses start with the
// settings' canonical URL, else the configured PUBLIC_URL: never with a request's Host (ADR 0004).
import type { Context } from 'koa';
import type { Knex } from 'knex';
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
    const blogOn = !!(await findSettingsIfAny(db))?.features?.enableBlog;
    const articles = blogOn ? await publishedPages(db) : [];
    const urls = [
      ...PUBLIC_PAGES.map((p) => ({ loc: new URL(p.slice(1), base).toString(), lastmod: undefined as string | undefined })),
      ...details.map((d) => ({ loc: new URL(`service-details/${d.serviceId}`, base).toString(), lastmod: d.lastModifiedAt })),
      ...(blogOn ? [{ loc: new URL('blog', base).toString(), lastmod: undefined as string | undefined }] : []),
      ...articles.map((a) => ({ loc: new URL(`blog/${a.slug}`, base).toString(), lastmod: a.lastModifiedAt })),
    ];
    ctx.type = 'application/xml';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body =
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
      urls.map((u) => `  <url><loc>${escapeHtml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.slice(0, 10)}</lastmod>` : ''}</url>`).join('\n') +
      `\n</urlset>\n`;
  };
}
