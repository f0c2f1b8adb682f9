// An article's newsletter send, exactly once per subscriber across a fleet and a crash (ADR 0040). Two server processes,
// started as production starts them, on one MySQL database, with one real SMTP server: 2,000 confirmed subscribers,
// one send through the API, one instance killed with SIGKILL halfway; the other finishes. Every subscriber gets the
// article under one Message-ID; only the one email the killed instance had handed to the mail server but not yet
// marked sent may arrive twice (it sends newsletter emails one at a time). Every email carries one-click unsubscribe (RFC 8058), which works
// once. Beside it, on SQLite with a manual clock, the fleet's rate per minute.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { ManualClock } from '@shared/clock';
import { demoData, ARTICLE_IDS } from '@shared/demo-content';
import { NEWSLETTER_MESSAGES } from '@shared/contract/newsletter';
import { createDb, migrate } from '../src/db/knex';
import { mysqlAvailable, mysqlDatabase, startTestBackend, type TestBackend } from './harness';
import { serverProcess } from './server-process';
import { startSmtp, type TestSmtp } from './smtp';
import { until } from './until';

const available = await mysqlAvailable();
if (!available && process.env.REQUIRE_MYSQL) throw new Error('REQUIRE_MYSQL is set but MySQL does not answer at 127.0.0.1:3306');

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const ARTICLE = ARTICLE_IDS.fullArchCase;
const SUBSCRIBERS = 2000;
const PUBLIC_URL = 'https://www.novaguide.example';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Subscriber ids that sort and read well: 24 hex characters. */
const subscriberId = (i: number) => `5e${String(i).padStart(22, '0')}`;
const subscriberEmail = (i: number) => `reader${i}@clinic${i % 37}.example`;

async function confirmedSubscribers(db: Knex, count: number) {
  await db('newsletter_subscribers').delete();
  const at = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: subscriberId(i),
    email: subscriberEmail(i),
    status: 'confirmed',
    confirmed_at: at,
    token_version: 1,
    created_at: at,
  }));
  for (let i = 0; i < rows.length; i += 500) await db('newsletter_subscribers').insert(rows.slice(i, i + 500));
}

async function signIn(site: string) {
  const res = await fetch(`${site}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: superAdmin.admin.email, password: superAdmin.password }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function call(site: string, method: string, path: string, token: string) {
  const res = await fetch(`${site}/api${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as { message?: string; data: Record<string, unknown> } };
}

const headerOf = (mail: TestSmtp['received'][number], name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '');
const recipientOf = (mail: TestSmtp['received'][number]) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address ?? '';

describe.skipIf(!available)('an article sent to 2,000 subscribers by two instances, one killed halfway', () => {
  let smtp: TestSmtp;
  let dir: string;
  let db: Knex;
  const servers: ReturnType<typeof serverProcess>[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
    dir = mkdtempSync(join(tmpdir(), 'novaguide-newsletter-'));
    const url = await mysqlDatabase('novaguide_newsletter_send');
    const env = {
      DATABASE_URL: url,
      SEED_DEMO: 'true',
      PUBLIC_URL,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'NovaGuide <news@novaguide.example>',
      NEWSLETTER_RATE_PER_MINUTE: '100000',
      MAIL_POLL_MS: '100',
      // A killed instance's claims free up within seconds, so the other sends what it held.
      MAIL_CLAIM_MS: '3000',
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const name of ['a', 'b']) {
      const server = serverProcess(process.execPath, ['--import', 'tsx', 'backend/src/server.ts'], join(dir, name), env);
      servers.push(server);
      await server.port;
    }
    db = createDb({ client: 'mysql2', url });
    await migrate(db);
    await confirmedSubscribers(db, SUBSCRIBERS);
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGKILL');
    await db?.destroy();
    await smtp?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('reaches every subscriber once, under one Message-ID each, with one-click unsubscribe that works once', async () => {
    const [a, b] = await Promise.all(servers.map(async (s) => `http://127.0.0.1:${await s.port}`));
    const token = await signIn(a);
    const started = Date.now();
    // Two admins press at once, one on each instance: one send starts, the other is refused.
    const tokenB = await signIn(b);
    const both = await Promise.all([call(a, 'POST', `/articles/${ARTICLE}/newsletter`, token), call(b, 'POST', `/articles/${ARTICLE}/newsletter`, tokenB)]);
    expect(both.map((r) => r.status).sort()).toEqual([202, 409]);
    const send = both.find((r) => r.status === 202)!;
    expect(send.body.data).toMatchObject({ total: SUBSCRIBERS, audience: 0 });
    // Nobody gets it twice however often it is pressed, on either instance.
    expect((await call(b, 'POST', `/articles/${ARTICLE}/newsletter`, tokenB)).status).toBe(409);

    await until('half the emails received', () => smtp.received.length >= SUBSCRIBERS / 2, 60_000);
    servers[0].child.kill('SIGKILL');
    const atKill = smtp.received.length;
    await servers[0].exited;

    const finished = await until(
      'the other instance to finish',
      async () => {
        // A busy machine may answer one poll with a 503 (the database's pool under load): the next poll asks again.
        const state = await call(b, 'GET', `/articles/${ARTICLE}/newsletter`, tokenB);
        if (state.status !== 200) console.warn(`newsletter send: a progress poll answered ${state.status}`, state.body);
        return state.status === 200 && state.body.data.left === 0 ? state.body.data : undefined;
      },
      60_000,
    );
    expect(finished).toMatchObject({ status: 'done', total: SUBSCRIBERS, sent: SUBSCRIBERS, failed: 0, left: 0, audience: 0 });
    const outbox = (await db('mail_outbox').where('kind', 'newsletter-article').select('status').count({ n: '*' }).groupBy('status')) as {
      status: string;
      n: number;
    }[];
    expect(outbox.map((r) => [r.status, Number(r.n)])).toEqual([['sent', SUBSCRIBERS]]);

    const byRecipient = new Map<string, TestSmtp['received']>();
    for (const mail of smtp.received) byRecipient.set(recipientOf(mail), [...(byRecipient.get(recipientOf(mail)) ?? []), mail]);
    expect(byRecipient.size).toBe(SUBSCRIBERS);
    for (let i = 0; i < SUBSCRIBERS; i++) expect(byRecipient.has(subscriberEmail(i)), subscriberEmail(i)).toBe(true);
    const repeats = [...byRecipient.values()].filter((mails) => mails.length > 1);
    for (const mails of byRecipient.values()) expect(new Set(mails.map((m) => m.messageId)).size).toBe(1);
    console.log(
      `newsletter send: ${SUBSCRIBERS} subscribers, ${smtp.received.length} deliveries in ${Date.now() - started} ms; ` +
        `${atKill} received when the instance was killed; ${repeats.length} delivered twice (sent by the killed instance, not marked sent)`,
    );
    expect(repeats.length).toBeLessThanOrEqual(1);

    const mail = byRecipient.get(subscriberEmail(7))![0];
    expect(mail.subject).toBe(demoData.articles.find((x) => x._id === ARTICLE)!.title);
    expect(mail.messageId).toBe(`<newsletter-${ARTICLE}-${subscriberId(7)}@www.novaguide.example>`);
    expect(mail.text).toContain(`${PUBLIC_URL}/blog/`);
    expect(mail.text).toContain(`${PUBLIC_URL}/newsletter/unsubscribe?token=`);
    for (const m of smtp.received) {
      expect(headerOf(m, 'list-unsubscribe')).toMatch(/^<https:\/\/www\.novaguide\.example\/api\/newsletter\/unsubscribe\?token=[^>]+>$/);
      expect(headerOf(m, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    }

    // The mail client's one click: the List-Unsubscribe address, on the instance still running.
    const listUnsubscribe = new URL(headerOf(mail, 'list-unsubscribe')!.slice(1, -1));
    const oneClick = (search: string) =>
      fetch(`${b}${listUnsubscribe.pathname}${search}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    expect((await oneClick(listUnsubscribe.search)).status).toBe(200);
    expect(await db('newsletter_subscribers').where('id', subscriberId(7)).first('status')).toEqual({ status: 'unsubscribed' });
    const again = await oneClick(listUnsubscribe.search);
    expect(again.status).toBe(410);
    expect(((await again.json()) as { message: string }).message).toBe(NEWSLETTER_MESSAGES.tokenUsed);
    const forged = listUnsubscribe.searchParams.get('token')!.replace(subscriberId(7), subscriberId(8));
    const refused = await oneClick(`?token=${encodeURIComponent(forged)}`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: { field: string }[] }).errors[0].field).toBe('token');

    const later = await call(b, 'POST', `/articles/${ARTICLE}/newsletter`, tokenB);
    expect(later.status).toBe(409);
    expect(later.body.message).toBe(NEWSLETTER_MESSAGES.nobodyLeft);
  }, 120_000);
});

describe('the newsletter rate: at most NEWSLETTER_RATE_PER_MINUTE a minute, other emails never held back (SQLite, a manual clock)', () => {
  const clock = new ManualClock();
  let smtp: TestSmtp;
  let backend: TestBackend;

  beforeAll(async () => {
    smtp = await startSmtp();
    backend = await startTestBackend({
      env: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        SMTP_FROM: 'NovaGuide <news@novaguide.example>',
        PUBLIC_URL,
        NEWSLETTER_RATE_PER_MINUTE: '5',
      },
      clock,
    });
  });
  afterAll(async () => {
    await backend?.close();
    await smtp?.close();
  });

  const newsletterMails = () => smtp.received.filter((m) => headerOf(m, 'list-unsubscribe') && !m.subject?.startsWith('Please confirm'));

  it("sends five a minute, and a booking's emails at once meanwhile", async () => {
    await confirmedSubscribers(backend.db, 12);
    const site = backend.baseUrl.replace(/\/api$/, '');
    const token = await signIn(site);
    expect((await call(site, 'POST', `/articles/${ARTICLE}/newsletter`, token)).status).toBe(202);
    await until('the first five', () => newsletterMails().length >= 5, 10_000);
    await clock.advance(30_000);
    await sleep(300);
    expect(newsletterMails()).toHaveLength(5);

    const booking = await fetch(`${backend.baseUrl}/booking/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Dr. Lena Brandt',
        email: 'lena.brandt@brandt-dental.example',
        phone: '+49 30 1234567',
        subject: 'Single implant guide',
        message: 'Scans ready.',
        date: '2026-12-10',
        time: '10:00',
      }),
    });
    expect(booking.status).toBe(201);
    await until('the booking confirmation', () => smtp.received.find((m) => m.subject === 'We received your booking request'), 10_000);
    expect(newsletterMails()).toHaveLength(5);

    await clock.advance(30_000);
    await until('five more a minute after the first', () => newsletterMails().length >= 10, 10_000);
    await sleep(300);
    expect(newsletterMails()).toHaveLength(10);
    await clock.advance(60_000);
    await until('the last two', () => newsletterMails().length >= 12, 10_000);
    const state = await call(site, 'GET', `/articles/${ARTICLE}/newsletter`, token);
    expect(state.body.data).toMatchObject({ status: 'done', sent: 12, left: 0 });
  });
});
