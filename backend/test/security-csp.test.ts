// No page lets inline script run without the response's own nonce, and the settings' script reaches public pages
// only (ADR 0002): the CSP header and the HTML as a browser receives them, straight from the server and from the
// content cache, compressed or not.
import { describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import { brotliCompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import { NonceGzip } from '../src/middleware/nonce-gzip';
import { newNonce } from '../src/middleware/content-cache';
import { stampNonce } from '../src/render/html-head';
import { signInAsDemoAdmin } from './admin-session';
import { consentCookie } from './consent-cookie';
import { sourceSiteBackend } from './source-site';

const run = sourceSiteBackend({ reset: true });

const settings = demoData.homepageSettings[0];
const HEAD_CODE = '<script>window.__customHead = "ran"</script><meta name="site-verification" content="nova-42">';
const BODY_CODE = '<!-- <script>not a tag</script> --><script src="/uploads/demo/custom.js" async></script>';

async function setScriptSettings() {
  const res = await fetch(`${run.b.baseUrl}/homepage/settings/${settings._id}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${await signInAsDemoAdmin(run.b.baseUrl)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...settings, customHeadCode: HEAD_CODE, customBodyCode: BODY_CODE, googleAnalyticsId: 'G-NOVA12345' }),
  });
  expect(res.status).toBe(200);
}

/** A visitor who allowed every tracker: the settings' script reaches its pages (ADR 0042). */
const allowingAll = () => consentCookie(run.b.baseUrl, { analytics: true, marketing: true });

/** The page as a browser gets it (fetch undoes the compression), with the CSP header's script-src and nonce. */
async function page(path: string, encoding = 'identity', cookie?: string) {
  const res = await fetch(`${run.site}${path}`, { headers: { Accept: 'text/html', 'Accept-Encoding': encoding, ...(cookie ? { Cookie: cookie } : {}) } });
  const html = await res.text();
  const csp = res.headers.get('content-security-policy') ?? '';
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  return { res, html, csp, scriptSrc, nonce };
}

/** Every nonce attribute of the page's script elements. */
const scriptNonces = (html: string) => [...html.matchAll(/<script\b[^>]*\bnonce="([^"]*)"/g)].map((m) => m[1]);
const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);

describe('a page the settings put no script on', () => {
  it('names no nonce, lets no inline script run, and is the same bytes for every visitor, in the best brotli once made', async () => {
    const first = await page('/privacy-policy', 'br');
    expect(first.scriptSrc).toBe("'self'");
    expect(scriptNonces(first.html)).toEqual([]);
    expect(first.html).toContain('<script id="initial-data" type="application/json">');
    // The site is plain http here (PUBLIC_URL's default): no HSTS, which browsers ignore over http anyway.
    expect(first.res.headers.get('strict-transport-security')).toBeNull();
    const again = await page('/privacy-policy', 'br');
    expect(again.html).toBe(first.html);
    // The stored brotli body is remade at quality 11 in the background; the sendings after it are that one.
    const best = brotliCompressSync(Buffer.from(first.html), { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
    await expect
      .poll(async () => Number((await fetch(`${run.site}/privacy-policy`, { headers: { 'Accept-Encoding': 'br' } })).headers.get('content-length')))
      .toBeLessThanOrEqual(best + 64);
  });
});

describe("the super admin's custom code under a per-response nonce", () => {
  it('is on the home page with the nonce of its own CSP header, as are the analytics snippets and the page data', async () => {
    await setScriptSettings();
    const { res, html, scriptSrc, nonce, csp } = await page('/', 'identity', await allowingAll());
    expect(res.status).toBe(200);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(scriptSrc.split(' ')).toEqual(expect.arrayContaining(["'self'", `'nonce-${nonce}'`, 'https://www.googletagmanager.com']));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("script-src-attr 'none'");
    expect(html).toContain(`<script nonce="${nonce}">window.__customHead = "ran"</script><meta name="site-verification" content="nova-42">`);
    expect(html).toContain(`<!-- <script>not a tag</script> --><script nonce="${nonce}" src="/uploads/demo/custom.js" async></script>`);
    expect(html).toContain(`<script async nonce="${nonce}" src="https://www.googletagmanager.com/gtag/js?id=G-NOVA12345"></script>`);
    expect(html).toContain(`<script id="initial-data" type="application/json" nonce="${nonce}">`);
    // Every inline script element carries this response's nonce; the only ones without are the site's own files.
    for (const tag of scriptTags(html.replace(/<!--[\s\S]*?-->/g, ''))) if (!/\bsrc="\/[^/]/.test(tag)) expect(tag).toContain(`nonce="${nonce}"`);
    expect(new Set(scriptNonces(html))).toEqual(new Set([nonce]));
  });

  it('gets a fresh nonce on every response, cached or not, compressed or not, and keeps the ETag', async () => {
    await setScriptSettings();
    // The demo images' variants, made after start, change the page (its srcsets) when they land: the same page is
    // compared once they are all in.
    await run.b.variants.idle();
    const cookie = await allowingAll();
    const seen = new Set<string>();
    const etags = new Set<string>();
    const sentAs = { identity: null, gzip: 'gzip', br: 'br', 'gzip, deflate, br': 'gzip' } as Record<string, string | null>;
    for (const encoding of ['identity', 'identity', 'gzip', 'br', 'br', 'gzip, deflate, br']) {
      const { res, html, nonce } = await page('/', encoding, cookie);
      expect(res.status).toBe(200);
      // A page with a nonce goes as gzip made once, even to a client that also takes brotli.
      expect(res.headers.get('content-encoding')).toBe(sentAs[encoding]);
      expect(nonce).toBeDefined();
      expect(new Set(scriptNonces(html))).toEqual(new Set([nonce]));
      expect(html).toContain(`<script nonce="${nonce}">window.__customHead`);
      seen.add(nonce!);
      etags.add(res.headers.get('etag')!);
    }
    // Rendered again (the cache emptied, as after an edit elsewhere or on another instance): the same ETag.
    run.b.contentCache.invalidate();
    const again = await page('/', 'identity', cookie);
    seen.add(again.nonce!);
    etags.add(again.res.headers.get('etag')!);
    expect(seen.size).toBe(7);
    // The same page (only the nonce differs): one weak ETag, answered with 304 and no body.
    expect(etags.size).toBe(1);
    const revalidated = await fetch(`${run.site}/`, { headers: { 'If-None-Match': [...etags][0], Cookie: cookie } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('never reaches the login or the admin area, which run no inline script either', async () => {
    await setScriptSettings();
    // Even for a visitor who allowed every tracker.
    const cookie = await allowingAll();
    for (const path of ['/login', '/admin', '/admin/homepage-settings']) {
      const { html, scriptSrc, nonce } = await page(path, 'identity', cookie);
      expect(html).not.toContain('__customHead');
      expect(html).not.toContain('site-verification');
      expect(html).not.toContain('custom.js');
      expect(html).not.toContain('googletagmanager');
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).not.toContain('googletagmanager');
      // No script of the settings, so no nonce: no inline script may run there at all.
      expect(nonce).toBeUndefined();
      expect(scriptNonces(html)).toEqual([]);
    }
  });
});

describe('no response allows inline script', () => {
  it('holds for every page, the not-found page, the API, the crawler files and the uploads', async () => {
    await setScriptSettings();
    const detail = demoData.serviceDetails[0];
    const paths = ['/', '/contact', `/service-details/${detail.serviceId}`, '/privacy-policy', '/no-such-page', '/login', '/admin'];
    for (const path of [...paths, '/api/hero/active-list', '/api/no-such-route', '/robots.txt', '/sitemap.xml', '/uploads/demo/novaguide-logo.svg']) {
      const res = await fetch(`${run.site}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/script-src /);
      expect(/(?:^|;\s*)script-src ([^;]*)/.exec(csp)![1], path).not.toContain('unsafe-inline');
      expect(csp, path).toContain("script-src-attr 'none'");
    }
  });
});

describe('NonceGzip', () => {
  it("gives each sending a whole gzip body (its CRC checks) with that sending's nonce at every place", () => {
    const first = newNonce();
    const page = `<script nonce="${first}">a()</script>${'<p>Guided implant planning</p>'.repeat(2000)}<script nonce="${first}">{}</script>`;
    const identity = Buffer.from(page);
    const offsets = [identity.indexOf(first), identity.lastIndexOf(first)];
    const gzip = NonceGzip.build(identity, first.length, offsets)!;
    for (const nonce of [newNonce(), newNonce()]) expect(gunzipSync(gzip.send(nonce)).toString()).toBe(page.split(first).join(nonce));
    // A page that holds one of the characters that stand in for the nonce while compressing is compressed per sending.
    expect(NonceGzip.build(Buffer.from(`${page}\u0001`), first.length, offsets)).toBeUndefined();
  });
});

describe('stampNonce', () => {
  it('stamps each script start tag as a parser finds it, and nothing inside comments or script text', () => {
    const code = [
      '<SCRIPT>a()</SCRIPT>',
      '<script src="x.js" nonce="own"></script>',
      '<script>document.write("<script>b()</script>")</script>',
      '<!-- <script>c()</script> -->',
      '<scripts>not one</scripts>',
      '<script\ttype="module">d()</script>',
    ].join('');
    expect(stampNonce(code, 'N')).toBe(
      [
        '<SCRIPT nonce="N">a()</SCRIPT>',
        '<script nonce="N" src="x.js" nonce="own"></script>',
        '<script nonce="N">document.write("<script>b()</script>")</script>',
        '<!-- <script>c()</script> -->',
        '<scripts>not one</scripts>',
        '<script nonce="N"\ttype="module">d()</script>',
      ].join(''),
    );
  });
});
