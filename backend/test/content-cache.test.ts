// The content cache, as callers see it: validators and 304s, what a CDN may keep, an admin save seen by the very
// next request on the same instance and once a second has passed on a second instance over the same database (its
// clock moved by the test), and no database query per request in between. On SQLite always, and on MySQL where it
// answers (always in CI).
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '@shared/clock';
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

  it('shows it on a second instance over the same database once its second has passed, with no query per request meanwhile', async () => {
    const clock = new ManualClock();
    const other = await b.secondInstance({ clock });
    const otherSite = other.baseUrl.replace(/\/api$/, '');
    const heroTitle = async () => ((await (await fetch(`${other.baseUrl}/hero/active-list`)).json()) as { data: { title: string }[] }).data[0].title;
    // Warm the second instance's cache, and let its first version check happen.
    expect(await heroTitle()).toBe(activeHero.title);
    expect(await (await fetch(`${otherSite}/`)).text()).toContain(activeHero.title);

    const counts = queryCounter(other.db);
    // 100 page views within the second: served from memory, with no query at all.
    for (let i = 0; i < 100; i++) await fetch(`${otherSite}/`);
    expect(counts).toEqual({ version: 0, other: 0 });

    expect((await renameHero('Full-arch guides, planned with you')).status).toBe(200);
    // Still within the second: the second instance has not looked, and shows what it has.
    await clock.advance(999);
    expect(await heroTitle()).toBe(activeHero.title);
    expect(counts.version).toBe(0);

    await clock.advance(1);
    expect(await heroTitle()).toBe('Full-arch guides, planned with you');
    expect(await (await fetch(`${otherSite}/`)).text()).toContain('Full-arch guides, planned with you');
    // One look at the version noticed it, for both answers.
    expect(counts.version).toBe(1);
  });
});
