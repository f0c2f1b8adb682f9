// The HTML the server sends: settings-driven head tags, the page's initial data, robots.txt and the sitemap.
import { describe, expect, it } from 'vitest';
import { contentDigest } from '@shared/contract/content-digest';
import { INITIAL_DATA_ELEMENT_ID, isDeferred, type EmbeddedEntry } from '@shared/contract/initial-data';
import { demoData } from '@shared/demo-content';
import { escapeHtml } from '../src/render/html-head';
import { signInAsDemoAdmin } from './admin-session';
import { consentCookie } from './consent-cookie';
import { sourceSiteBackend } from './source-site';

const run = sourceSiteBackend({ reset: true });

const settings = demoData.homepageSettings[0];

async function page(path: string, cookie?: string) {
  const res = await fetch(`${run.site}${path}`, { headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) } });
  const html = await res.text();
  const json = new RegExp(`<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json"(?: nonce="[^"]+")?>([\\s\\S]*?)</script>`).exec(html)?.[1];
  return { res, html, entries: (json ? JSON.parse(json) : []) as EmbeddedEntry[] };
}

describe('server-rendered pages', () => {
  it('carry the homepage settings in the head', async () => {
    const { res, html } = await page('/');
    expect(res.status).toBe(200);
    expect(html).toContain(`<title>${escapeHtml(settings.metaTitle)}</title>`);
    expect(html).toContain(`<meta name="description" content="${escapeHtml(settings.metaDescription)}" />`);
    expect(html).toContain(`<meta name="keywords" content="${escapeHtml(settings.metaKeywords!.join(', '))}" />`);
    expect(html).toContain(`<link rel="canonical" href="${settings.canonicalUrl}" />`);
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(settings.ogTitle!)}" />`);
    expect(html).toContain('<meta name="twitter:card"');
    expect(html).toContain(`--bs-primary:${settings.primaryColor}`);
    expect(html).toContain('data-bs-theme="light"');
  });

  it("name what the page's islands read, by address, and nothing the page already shows as HTML", async () => {
    const home = await page('/');
    const names = home.entries.map((e) => e.endpointName);
    // The header, the pricing carousel and the flip cards come alive in the browser from these (ADR 0032).
    expect(names).toEqual(expect.arrayContaining(['getActiveHeader', 'getActivePricing', 'getActiveServiceSection']));
    // Named, not carried: the browser fetches each from the API once the page is idle.
    for (const entry of home.entries) expect(entry, entry.endpointName).not.toHaveProperty('data');
    const header = home.entries.find((e) => e.endpointName === 'getActiveHeader')!;
    expect(header).toMatchObject({ url: '/api/header/active' });
    const answer = (await (await fetch(`${run.site}${'url' in header ? header.url : ''}`)).json()) as { data: { companyName: string } };
    expect(answer.data.companyName).toBe(demoData.headers[0].companyName);
    expect(home.html).not.toContain(`"companyName"`);
    // Each names the fingerprint of the answer its HTML was made from: with nothing changed since, the API's answer
    // has it, so the islands hydrate over the server's HTML rather than render afresh.
    for (const entry of home.entries.filter(isDeferred)) {
      const fetched = (await (await fetch(`${run.site}${entry.url}`)).json()) as { data: unknown };
      expect(contentDigest(fetched.data), entry.endpointName).toBe(entry.digest);
    }
    // The hero, the testimonials' words, the footer and the settings are only HTML: their answers are not sent twice.
    for (const read of ['listActiveHeroes', 'getActiveTestimonials', 'getActiveFooter', 'getHomepageSettings']) expect(names, read).not.toContain(read);
    expect(home.html).toContain(escapeHtml(demoData.heroes.filter((h) => h.isActive).sort((a, b) => a.displayOrder - b.displayOrder)[0].title));

    const detail = demoData.serviceDetails[0];
    const detailPage = await page(`/service-details/${detail.serviceId}`);
    expect(detailPage.entries.map((e) => e.endpointName)).not.toContain('getServiceDetailsByService');
    expect(detailPage.html).toContain(escapeHtml(detail.heroSection!.title!));
    const privacy = await page('/privacy-policy');
    expect(privacy.entries.map((e) => e.endpointName)).not.toContain('getPrivacyPolicy');
    expect(privacy.html).toContain(escapeHtml(demoData.privacyPolicies[0].subtitle!));
    expect((await page('/admin/hero')).entries).toEqual([]);
  });

  it("follow a settings change at once, and put the super admin's custom code in", async () => {
    const auth = { Authorization: `Bearer ${await signInAsDemoAdmin(run.b.baseUrl)}`, 'Content-Type': 'application/json' };
    const update = await fetch(`${run.b.baseUrl}/homepage/settings/${settings._id}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({
        ...settings,
        metaTitle: 'Guided surgery & planning',
        customHeadCode: '<meta name="verify" content="abc">',
        googleAnalyticsId: 'G-TEST123',
      }),
    });
    expect(update.status).toBe(200);
    // Analytics and the custom code (marketing, unless marked otherwise) once a visitor has allowed them (ADR 0042).
    const { res, html } = await page('/contact', await consentCookie(run.b.baseUrl, { analytics: true, marketing: true }));
    // The home page's title is the meta title; every other page's names the page and the site.
    expect((await page('/')).html).toContain('<title>Guided surgery &amp; planning</title>');
    expect(html).toContain(`<title>Contact | ${settings.siteName}</title>`);
    expect(html).toContain('<meta name="verify" content="abc">');
    expect(html).toContain('googletagmanager.com/gtag/js?id=G-TEST123');
    expect(res.headers.get('content-security-policy')).toContain('https://www.googletagmanager.com');
  });

  it("carry only the theme's rules their HTML uses, and the brand colours to write the rest when an island wakes", async () => {
    const { html } = await page('/');
    const style = /<style id="site-theme" data-brand-colours="([^"]*)">([\s\S]*?)<\/style>/.exec(html);
    expect(style).not.toBeNull();
    const [, colours, theme] = style!;
    expect(JSON.parse(colours.replace(/&quot;/g, '"'))).toEqual({
      primaryColor: settings.primaryColor,
      secondaryColor: settings.secondaryColor,
      accentColor: settings.accentColor,
    });
    // The home page has primary buttons and no success one: the brand's primary shades, not the accent's buttons.
    expect(html).toMatch(/class="[^"]*\bbtn-primary\b/);
    expect(theme).toContain(' .btn-primary{');
    expect(html).not.toMatch(/class="[^"]*\bbtn-success\b/);
    expect(theme).not.toContain('.btn-success{');
    // The login is the whole app's: its theme is whole, with no colours to write it from.
    const login = (await page('/login')).html;
    expect(login).toContain('<style id="site-theme">');
    expect(login).toContain('.btn-success{');
  });

  it("carry the theme's dark shades only where the page can show them", async () => {
    const themeOf = (html: string) => /<style id="site-theme"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const darkShades = '[data-bs-theme=dark]{';
    // The demo settings fix the light mode, and the header is light: nothing on the page can be dark.
    const light = themeOf((await page('/')).html);
    expect(light).toContain('--bs-primary:');
    expect(light).not.toContain(darkShades);
    // A header on a dark background has a dark subtree of its own: its shades come with every page.
    const auth = { Authorization: `Bearer ${await signInAsDemoAdmin(run.b.baseUrl)}`, 'Content-Type': 'application/json' };
    const header = demoData.headers[0];
    const dark = await fetch(`${run.b.baseUrl}/header/update/${header._id}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ ...header, backgroundColor: '#0b1220' }),
    });
    expect(dark.status).toBe(200);
    const withDarkHeader = await page('/privacy-policy');
    expect(withDarkHeader.html).toContain('data-bs-theme="dark"');
    expect(themeOf(withDarkHeader.html)).toContain(darkShades);
    // The 'auto' mode leaves the colour mode to the visitor's device: both.
    await fetch(`${run.b.baseUrl}/header/update/${header._id}`, { method: 'PUT', headers: auth, body: JSON.stringify(header) });
    const auto = await fetch(`${run.b.baseUrl}/homepage/settings/${settings._id}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ ...settings, theme: 'auto' }),
    });
    expect(auto.status).toBe(200);
    expect(themeOf((await page('/')).html)).toContain(darkShades);
  });

  it('answer robots.txt and a sitemap with every public page and service detail page', async () => {
    const robots = await (await fetch(`${run.site}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${settings.canonicalUrl}sitemap.xml`);
    const sitemap = await (await fetch(`${run.site}/sitemap.xml`)).text();
    for (const path of ['', 'contact', 'privacy-policy', 'terms-conditions']) expect(sitemap).toContain(`<loc>${settings.canonicalUrl}${path}</loc>`);
    for (const d of demoData.serviceDetails) expect(sitemap).toContain(`<loc>${settings.canonicalUrl}service-details/${d.serviceId}</loc>`);
  });
});
