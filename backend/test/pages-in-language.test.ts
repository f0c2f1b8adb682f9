// The public pages in each of the site's languages (ADR 0044): the default's at `/…`, another's under `/{code}/…`,
// each with its `<html lang dir>`, its alternates for search engines and its content in its language, the texts it
// lacks marked as the default's.
import { beforeAll, describe, expect, it } from 'vitest';
import { contentTranslations, demoData } from '@shared/demo-content';
import { HERO_IDS } from '@shared/demo-content/ids';
import { translationRows } from '../src/services/translations';
import { sourceSiteBackend } from './source-site';

const run = sourceSiteBackend();
const BASE = 'https://novaguide.example/';

const germanHero = contentTranslations.find((t) => t.kind === 'hero' && t.recordId === HERO_IDS.surgicalGuide && t.lang === 'de')!;
const englishHero = demoData.heroes.find((h) => h._id === HERO_IDS.surgicalGuide)!;

beforeAll(async () => {
  // The demo's translations are seeded; the German hero loses its subtitle here, so that one stays in English.
  await translationRows(run.b.db)
    .where({ kind: 'hero', record_id: germanHero.recordId, lang: 'de' })
    .update({ texts: JSON.stringify({ ...germanHero.texts, subtitle: undefined }) });
});

async function page(path: string) {
  const res = await fetch(`${run.site}${path}`, { headers: { Accept: 'text/html' }, redirect: 'manual' });
  return { res, html: await res.text() };
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const htmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const alternates = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], m[2]]));

describe('a page in another language', () => {
  it('/de/ is the home page in German: its html lang, its hero, and the text it lacks marked English', async () => {
    const { res, html } = await page('/de/');
    expect(res.status).toBe(200);
    expect(html).toMatch(/<html lang="de" dir="ltr"/);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRe(htmlText(germanHero.texts.title))}</h1>`));
    expect(html).toMatch(new RegExp(`<p[^>]*lang="en"[^>]*>${escapeRe(htmlText(englishHero.subtitle!))}</p>`));
    expect(html).not.toContain(`>${htmlText(englishHero.title)}<`);
    expect(html).toContain(`<link rel="canonical" href="${BASE}de/" />`);
    expect(alternates(html)).toEqual({ en: BASE, de: `${BASE}de/`, ar: `${BASE}ar/`, 'x-default': BASE });
  });

  it('/ is the home page in English, with the same alternates and its own canonical', async () => {
    const { res, html } = await page('/');
    expect(res.status).toBe(200);
    expect(html).toMatch(/<html lang="en" dir="ltr"/);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRe(htmlText(englishHero.title))}</h1>`));
    expect(html).toContain(`<link rel="canonical" href="${BASE}" />`);
    expect(alternates(html)).toEqual({ en: BASE, de: `${BASE}de/`, ar: `${BASE}ar/`, 'x-default': BASE });
  });

  it('/ar/contact is right to left, its links stay in Arabic, and its alternates are the contact page in each language', async () => {
    const { res, html } = await page('/ar/contact');
    expect(res.status).toBe(200);
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(alternates(html)).toEqual({ en: `${BASE}contact`, de: `${BASE}de/contact`, ar: `${BASE}ar/contact`, 'x-default': `${BASE}contact` });
    expect(html).toContain('href="/ar/privacy-policy"');
  });

  it('the header offers each other language by a link to the same page in it', async () => {
    const { html } = await page('/de/contact');
    // Attribute names are case-insensitive in HTML (React writes `hrefLang`).
    expect(html).toMatch(/<a [^>]*href="\/contact" hreflang="en" lang="en"[^>]*>English<\/a>/i);
    expect(html).toMatch(/<a [^>]*href="\/ar\/contact" hreflang="ar" lang="ar" dir="rtl"[^>]*>العربية<\/a>/i);
    expect(html).toMatch(/<a [^>]*href="\/de\/contact"[^>]*aria-current="true">Deutsch<\/a>/i);
    expect(html).not.toMatch(/<a [^>]*href="\/(ar\/)?contact"[^>]*aria-current/i);
  });

  it('a first segment that is not one of the languages is a path: /fr/contact is the not-found page', async () => {
    const { res, html } = await page('/fr/contact');
    expect(res.status).toBe(404);
    expect(html).toMatch(/<html lang="en"/);
    expect(html).not.toContain('hreflang=');
  });

  it("the default language's prefix moves to the unprefixed address", async () => {
    const { res } = await page('/en/contact?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/contact?x=1');
    expect((await page('/en/')).res.headers.get('location')).toBe('/');
  });

  it('an unknown path under a language is the not-found page in that language, and the default one stays English', async () => {
    const de = await page('/de/no-such-page');
    expect(de.res.status).toBe(404);
    expect(de.html).toMatch(/<html lang="de"/);
    const en = await page('/no-such-page');
    expect(en.res.status).toBe(404);
    expect(en.html).toMatch(/<html lang="en"/);
    expect((await page('/de/another-missing-page')).html).toMatch(/<html lang="de"/);
  });

  it('the login and the admin area are not in another language: their prefixed address moves to the default one', async () => {
    const { res } = await page('/de/login');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/login');
  });

  it("the islands' reads named by a German page ask for German", async () => {
    const { html } = await page('/de/');
    const data = JSON.parse(/<script id="initial-data" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]) as { url?: string }[];
    const header = data.find((e) => e.url?.startsWith('/api/header/active'));
    expect(header?.url).toBe('/api/header/active?lang=de');
    expect(data.find((e) => e.url?.startsWith('/api/file/'))?.url ?? '').not.toContain('lang=');
  });

  it('the pages are kept apart per language by the page cache', async () => {
    const first = await page('/de/');
    const again = await page('/de/');
    expect(again.html).toMatch(/<html lang="de"/);
    expect(again.res.headers.get('etag')).toBe(first.res.headers.get('etag'));
    expect((await page('/')).res.headers.get('etag')).not.toBe(first.res.headers.get('etag'));
  });
});

describe('the sitemap', () => {
  it('lists each page in each language with its alternates', async () => {
    const xml = await (await fetch(`${run.site}/sitemap.xml`)).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const loc of [BASE, `${BASE}de/`, `${BASE}ar/`, `${BASE}de/contact`, `${BASE}ar/privacy-policy`]) expect(xml).toContain(`<loc>${loc}</loc>`);
    const deContact = /<url><loc>https:\/\/novaguide\.example\/de\/contact<\/loc>([\s\S]*?)<\/url>/.exec(xml)![1];
    expect(deContact).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${BASE}contact" />`);
    expect(deContact).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${BASE}ar/contact" />`);
    expect(deContact).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}contact" />`);
    const detail = demoData.serviceDetails[0];
    expect(xml).toContain(`<loc>${BASE}de/service-details/${detail.serviceId}</loc>`);
  });
});
