// The site's own origin comes from PUBLIC_URL (ADR 0004): a forged Host or X-Forwarded-Host changes nothing that
// anyone is served, a malformed URL is the caller's mistake (4xx, never 500), and random paths share one
// not-found page that never pushes real pages out of the content cache.
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import { MALFORMED_URL_MESSAGE } from '@shared/contract/messages';
import { loadConfig } from '../src/config';
import { configProblems, startTestBackend, type TestBackend } from './harness';
import { sourceSite } from './source-site';

const PUBLIC_URL = 'https://www.novaguide.example';
const EVIL = 'evil.example';

let b: TestBackend;
let port: number;
/** The paths the server entry rendered. */
const rendered: string[] = [];
beforeAll(async () => {
  // TRUST_PROXY on: even then, X-Forwarded-Host has no say in an address the site writes.
  b = await startTestBackend({ ...sourceSite(rendered), env: { PUBLIC_URL, TRUST_PROXY: '1' } });
  port = Number(new URL(b.baseUrl).port);
});
afterAll(() => b.close());

/** Changes the stored homepage settings as a save would (this instance drops its cached pages). */
async function changeSettings(fields: Record<string, unknown>) {
  const row = (await b.db('homepage_settings').first()) as { id: string; data: string };
  await b
    .db('homepage_settings')
    .where('id', row.id)
    .update({ data: JSON.stringify({ ...JSON.parse(row.data), ...fields }) });
  b.contentCache.invalidate();
}

/** The settings leave the canonical URL empty: the site's own origin is what fills it in. */
async function withoutCanonicalUrl() {
  await b.reset();
  await changeSettings({ canonicalUrl: '' });
  await versionSeen();
}

/** The reset's new content version is seen by the cache before the test's requests, not by one of them. */
async function versionSeen() {
  await b.contentCache.seeVersion();
}

/** A raw request (fetch would not send a Host of our choosing). */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers: { Accept: 'text/html', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A page's bytes but its per-response CSP nonce (a fresh one on every sending, by design). */
const sameBytes = (body: string) => body.replace(/nonce="[^"]*"/g, 'nonce=""');

const FORGED = { Host: EVIL, 'X-Forwarded-Host': EVIL, 'X-Forwarded-Proto': 'http', Forwarded: `host=${EVIL}` };

describe('the public origin', () => {
  beforeEach(withoutCanonicalUrl);
  const detail = `/service-details/${demoData.serviceDetails[0].serviceId}`;

  it.each(['/', '/contact', detail, '/robots.txt', '/sitemap.xml'])(
    '%s: a forged Host shows PUBLIC_URL, and the next honest caller gets the same bytes',
    async (path) => {
      // The forged request comes first, on an empty cache: whatever it made is what is kept.
      const forged = await get(path, FORGED);
      expect(forged.status).toBe(200);
      expect(forged.body).not.toContain(EVIL);
      expect(forged.body).toContain(PUBLIC_URL);
      const honest = await get(path);
      expect(honest.status).toBe(200);
      expect(sameBytes(honest.body)).toBe(sameBytes(forged.body));
      expect(honest.headers.etag).toBe(forged.headers.etag);
    },
  );

  it('writes the canonical link, og:url, the sitemap and robots.txt from PUBLIC_URL', async () => {
    const page = await get(detail, FORGED);
    expect(page.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}${detail}" />`);
    expect(page.body).toContain(`<meta property="og:url" content="${PUBLIC_URL}${detail}" />`);
    expect((await get('/robots.txt', FORGED)).body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const sitemap = (await get('/sitemap.xml', FORGED)).body;
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/</loc>`);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}${detail}</loc>`);
  });

  it('tells browsers to come back over https only (HSTS), the site being https, even when a request says http', async () => {
    for (const path of ['/', '/api/header/active']) {
      const res = await get(path, FORGED);
      expect(res.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('keeps a protocol-relative path on the site: //evil.example/contact names no other host', async () => {
    for (const path of [`//${EVIL}/contact`, `/\\${EVIL}/`]) {
      const res = await get(path, FORGED);
      expect(res.status).toBe(404);
      expect(res.body).not.toContain(EVIL);
    }
  });
});

describe('malformed URLs', () => {
  it.each([
    '/service-details/%E0%A4%A',
    '/%',
    '/%E0',
    '/api/hero/details/%E0',
    '/api/service-details/service/%E0%A4%A',
    '/api/hero/active-list?x=%E0',
    '/contact?q=100%',
    '/robots.txt?%',
  ])('%s answers 400 naming the URL, never 500', async (path) => {
    const res = await get(path, { Accept: 'application/json' });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      success: false,
      message: MALFORMED_URL_MESSAGE,
      errors: [{ field: '(url)', message: 'has a malformed percent-escape' }],
    });
  });

  it('still serves well-formed escapes', async () => {
    expect((await get('/service-details/%E0%A4%A8', { Accept: 'text/html' })).status).toBe(404);
    expect((await get('/contact?q=caf%C3%A9')).status).toBe(200);
  });
});

describe('the not-found page', () => {
  beforeEach(() => b.reset());
  const REAL = ['/', '/contact', '/privacy-policy', '/terms-conditions', `/service-details/${demoData.serviceDetails[0].serviceId}`];

  it('is one cache entry for 300 random paths, rendered once, and the real pages stay cached', { timeout: 60_000 }, async () => {
    await versionSeen();
    for (const path of REAL) expect((await get(path)).status).toBe(200);
    for (const path of REAL) expect(b.contentCache.has(path), path).toBe(true);
    const before = b.contentCache.size;
    rendered.length = 0;
    const bodies = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const res = await get(`/no-such-page-${i}-${Math.random().toString(36).slice(2)}/${i}`);
      expect(res.status).toBe(404);
      bodies.add(sameBytes(res.body));
    }
    // One page for all of them, rendered once: the same bytes, one more entry at most.
    expect(bodies.size).toBe(1);
    expect(rendered).toHaveLength(1);
    expect(b.contentCache.size).toBeLessThanOrEqual(before + 1);
    for (const path of REAL) expect(b.contentCache.has(path), path).toBe(true);
    const [notFound] = bodies;
    expect(notFound).toContain('Page Not Found');
    expect(notFound).not.toContain('rel="canonical"');
    expect(notFound).not.toContain('no-such-page');
  });

  it('random query strings on public reads and pages add no entries either', { timeout: 60_000 }, async () => {
    await versionSeen();
    for (const path of REAL) expect((await get(path)).status).toBe(200);
    const before = b.contentCache.size;
    for (let i = 0; i < 100; i++) {
      const junk = Math.random().toString(36).slice(2);
      expect((await get(`/?utm_source=${junk}`)).status).toBe(200);
      expect((await get(`/api/hero/active-list?${junk}=1`, { Accept: 'application/json' })).status).toBe(200);
    }
    expect(b.contentCache.size).toBeLessThanOrEqual(before);
    for (const path of REAL) expect(b.contentCache.has(path), path).toBe(true);
  });

  it('a new content version makes it again', async () => {
    const first = await get('/missing-one');
    // The settings' description is in every page's head, the not-found page's included.
    await changeSettings({ metaDescription: 'A description changed since' });
    const second = await get('/missing-two');
    expect(second.status).toBe(404);
    expect(second.body).not.toBe(first.body);
    expect(second.body).toContain('<meta name="description" content="A description changed since" />');
  });
});

describe('PUBLIC_URL', () => {
  const base = { JWT_SECRET: 'x'.repeat(40), SQLITE_FILE: '/tmp/unused.sqlite' };
  const problems = (env: Record<string, string>) => configProblems({ ...base, ...env });

  it('is required in production, with a message that says what to give', () => {
    expect(problems({ NODE_ENV: 'production' })).toContain("PUBLIC_URL is required in production: the site's own address, e.g. https://www.novaguide.example");
    expect(loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://www.novaguide.example/' }).publicUrl).toBe('https://www.novaguide.example');
  });

  it('defaults to http://localhost:PORT in development and tests', () => {
    expect(loadConfig({ ...base, PORT: '3999' }).publicUrl).toBe('http://localhost:3999');
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    'www.novaguide.example',
    'ftp://novaguide.example',
    'https://novaguide.example/site',
    'https://novaguide.example/?a=1',
    'https://user:pw@novaguide.example',
    'https://',
  ])('refuses %s: an absolute http(s) origin alone', (value) => {
    expect(problems({ PUBLIC_URL: value })).toEqual([expect.stringMatching(/^PUBLIC_URL must /)]);
  });

  it('takes SITE_URL, its old name, alone; both given must agree', () => {
    expect(loadConfig({ ...base, SITE_URL: 'https://old.novaguide.example' }).publicUrl).toBe('https://old.novaguide.example');
    expect(problems({ PUBLIC_URL: 'https://a.example', SITE_URL: 'https://b.example' })).toEqual([
      expect.stringContaining('SITE_URL is the old name of PUBLIC_URL'),
    ]);
  });
});
