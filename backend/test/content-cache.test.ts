// The content cache, as callers see it: validators and 304s, what a CDN may keep, an admin save seen by the very
// next request on the same instance and within a second on a second instance over the same database, and no
// database query per request in between. On SQLite always, and on MySQL where it answers (always in CI).
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import { mysqlAvailable, mysqlDatabase, startTestBackend, type TestBackend } from './harness';
import { sourceSite } from './source-site';

const mysql = await mysqlAvailable();
if (!mysql && process.env.REQUIRE_MYSQL) throw new Error('REQUIRE_MYSQL is set but MySQL does not answer');

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const activeHero = [...demoData.heroes].filter((h) => h.isActive).sort((a, b) => a.displayOrder - b.displayOrder)[0];
/** A page's bytes but its CSP nonce, which is fresh in every response (ADR 0002). */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

/** Counts the queries a Knex sends, the content version's apart from the rest. */
function queryCounter(db: Knex) {
  const counts = { version: 0, other: 0 };
  db.on('query', (q: { sql: string }) => (q.sql.includes('content_version') ? counts.version++ : counts.other++));
  return counts;
}

describe.each([
  ['SQLite', false],
  ['MySQL', true],
] as const)('the content cache on %s', (_name, onMysql) => {
  let b: TestBackend;
  let site: string;
  let token: string;

  beforeAll(async () => {
    if (onMysql && !mysql) return;
    b = await startTestBackend({
      ...sourceSite(),
      ...(onMysql ? { mysqlUrl: await mysqlDatabase('novaguide_content_cache') } : {}),
    });
    site = b.baseUrl.replace(/\/api$/, '');
  });
  afterAll(() => b?.close());
  beforeEach(async (ctx) => {
    if (onMysql && !mysql) return ctx.skip();
    await b.reset();
    const res = await fetch(`${b.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: superAdmin.admin.email, password: superAdmin.password }),
    });
    token = ((await res.json()) as { data: { token: string } }).data.token;
  });

  const renameHero = (title: string) =>
    fetch(`${b.baseUrl}/hero/update/${activeHero._id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...activeHero, title }),
    });

  it('answers a matching If-None-Match with 304, and lets a CDN keep public answers briefly', async () => {
    for (const url of [`${site}/`, `${site}/service-details/${demoData.serviceDetails[0].serviceId}`, `${b.baseUrl}/hero/active-list`]) {
      const first = await fetch(url);
      expect(first.status, url).toBe(200);
      const etag = first.headers.get('etag')!;
      expect(etag, url).toMatch(/^W\/".+"$/);
      expect(first.headers.get('cache-control'), url).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
      const body = await first.text();

      const again = await fetch(url, { headers: { 'If-None-Match': etag } });
      expect(again.status, url).toBe(304);
      expect(await again.text(), url).toBe('');
      expect(again.headers.get('etag'), url).toBe(etag);

      const other = await fetch(url, { headers: { 'If-None-Match': 'W/"something-else"' } });
      expect(other.status, url).toBe(200);
      expect(withoutNonce(await other.text()), url).toBe(withoutNonce(body));
    }
  });

  it('sends the same bytes compressed to clients that take it, and keeps private answers out of any cache', async () => {
    const plain = await (await fetch(`${site}/`, { headers: { 'Accept-Encoding': 'identity' } })).text();
    const gz = await fetch(`${site}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(withoutNonce(await gz.text())).toBe(withoutNonce(plain));
    expect(gz.headers.get('vary')).toMatch(/Accept-Encoding/i);

    const admin = await fetch(`${b.baseUrl}/hero/list`, { headers: { Authorization: `Bearer ${token}` } });
    expect(admin.status).toBe(200);
    expect(admin.headers.get('cache-control')).toBe('no-store');
    expect(admin.headers.get('etag')).toBeNull();
    const shell = await fetch(`${site}/admin/hero`);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
  });

  it('shows an admin save to the very next public request on the same instance', async () => {
    // Both cached first.
    expect(await (await fetch(`${site}/`)).text()).toContain(activeHero.title);
    expect(await (await fetch(`${b.baseUrl}/hero/active-list`)).text()).toContain(activeHero.title);

    expect((await renameHero('Guides printed overnight')).status).toBe(200);
    expect(await (await fetch(`${site}/`)).text()).toContain('Guides printed overnight');
    const read = (await (await fetch(`${b.baseUrl}/hero/active-list`)).json()) as { data: { title: string }[] };
    expect(read.data[0].title).toBe('Guides printed overnight');
  });

  it('shows it on a second instance over the same database within a second, with no query per request meanwhile', async () => {
    const other = await b.secondInstance();
    const otherSite = other.baseUrl.replace(/\/api$/, '');
    const heroTitle = async () => ((await (await fetch(`${other.baseUrl}/hero/active-list`)).json()) as { data: { title: string }[] }).data[0].title;
    // Warm the second instance's cache, and let its first version check happen.
    expect(await heroTitle()).toBe(activeHero.title);
    expect(await (await fetch(`${otherSite}/`)).text()).toContain(activeHero.title);

    const counts = queryCounter(other.db);
    const burst = Date.now();
    for (let i = 0; i < 100; i++) await fetch(`${otherSite}/`);
    const burstMs = Date.now() - burst;
    // 100 page views: served from memory, with the version read at most once per second that passed.
    expect(counts.other).toBe(0);
    expect(counts.version).toBeLessThanOrEqual(Math.ceil(burstMs / 1000) + 1);

    expect((await renameHero('Full-arch guides, planned with you')).status).toBe(200);
    const saved = Date.now();
    let seenAfter = -1;
    while (Date.now() - saved < 3000) {
      if ((await heroTitle()) === 'Full-arch guides, planned with you') {
        seenAfter = Date.now() - saved;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seenAfter).toBeGreaterThanOrEqual(0);
    // Within a second of the save (plus the poll's own step and the one query that notices it).
    expect(seenAfter).toBeLessThanOrEqual(1150);
    expect(await (await fetch(`${otherSite}/`)).text()).toContain('Full-arch guides, planned with you');
  });
});
