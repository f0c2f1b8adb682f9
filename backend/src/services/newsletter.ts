// The newsletter (ADR 0022, double opt-in and sends ADR 0040): a public sign-up that answers the same whatever the
// address's state and emails a confirmation link; the links' signed tokens that confirm and unsubscribe; the admin
// list, a CSV export and removal; and an article's send to the confirmed subscribers, queued in the outbox in one
// transaction, one email per (article, subscriber) for good.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { ARTICLE_MESSAGES } from '@shared/contract/articles';
import {
  NEWSLETTER_MESSAGES,
  newsletterArticleMail,
  newsletterConfirmationMail,
  newsletterMessageId,
  newsletterSendSummary,
} from '@shared/contract/newsletter';
import {
  checkConfirmToken,
  checkSendable,
  checkUnsubscribeToken,
  invalidNewsletterToken,
  newsletterSendState,
  subscribersCsv,
} from '@shared/contract/newsletter-rules';
import type { Config } from '../config';
import { bool, compact, newId, nowIso } from '../db/rows';
import type { RawReply } from '../route';
import { recordActivity } from './activity';
import { enqueueMails, insertChunked, outboxRowOf, outboxRows } from './mail-outbox';
import { paginate, type ListQuery } from './pagination';

type S = components['schemas'];
type Subscriber = S['NewsletterSubscriber'];
type SubscriberStatus = S['NewsletterSubscriberStatus'];

interface SubscriberRow {
  id: string;
  email: string;
  status: SubscriberStatus;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  token_version: number;
  created_at: string;
}

const toSubscriber = (r: SubscriberRow): Subscriber =>
  compact({
    _id: r.id,
    email: r.email,
    status: r.status,
    confirmedAt: r.confirmed_at,
    unsubscribedAt: r.unsubscribed_at,
    createdAt: r.created_at,
  }) as Subscriber;
const subscriberRows = (db: Knex) => db<SubscriberRow>('newsletter_subscribers');
const normaliseEmail = (email: string) => email.trim().toLowerCase();

// ------------------------------------------------------------------ tokens

export type TokenPurpose = 'confirm' | 'unsubscribe';

const signature = (key: Uint8Array, purpose: TokenPurpose, id: string, version: number) =>
  createHmac('sha256', key).update(`${purpose}.${id}.${version}`).digest();

/** `<subscriberId>.<tokenVersion>.<HMAC-SHA256 of the purpose, id and version>`: made by the server alone, stateless. */
export const newsletterToken = (config: Config, purpose: TokenPurpose, id: string, version: number) =>
  `${id}.${version}.${signature(config.keys.newsletterLink, purpose, id, version).toString('base64url')}`;

/** The subscriber and version a token names, when its signature is the server's for this purpose; else undefined. */
export function readNewsletterToken(config: Config, purpose: TokenPurpose, token: string): { id: string; version: number } | undefined {
  const m = /^([0-9a-f]{24})\.(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return undefined;
  const [, id, v, sig] = m;
  const version = Number(v);
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(config.keys.newsletterLink, purpose, id, version);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { id, version } : undefined;
}

/** The tokens the links of an email to this subscriber carry now (and the test-state read). */
export const tokensOf = (config: Config, row: Pick<SubscriberRow, 'id' | 'token_version'>) => ({
  confirm: newsletterToken(config, 'confirm', row.id, Number(row.token_version)),
  unsubscribe: newsletterToken(config, 'unsubscribe', row.id, Number(row.token_version)),
});

export async function tokensForEmail(db: Knex, config: Config, rawEmail: string) {
  const row = await subscriberRows(db).where('email', normaliseEmail(rawEmail)).first();
  if (!row) throw new HttpError(404, 'Subscriber not found');
  return tokensOf(config, row);
}

// ------------------------------------------------------------------ sign-up, confirm, unsubscribe

/**
 * A sign-up: the address is stored (a racing sign-up of the same address reads the winner's row); a new, pending or
 * unsubscribed address is pending and gets a confirmation email in the same transaction (an unsubscribed one's token
 * version moves on), a confirmed one gets nothing. The caller answers the same in every case.
 */
export async function subscribe(db: Knex, config: Config, rawEmail: string): Promise<{ emailed: boolean }> {
  const email = normaliseEmail(rawEmail);
  return db.transaction(async (trx) => {
    await subscriberRows(trx).insert({ id: newId(), email, status: 'pending', token_version: 1, created_at: nowIso() }).onConflict('email').ignore();
    const row = await subscriberRows(trx).where('email', email).forUpdate().first();
    if (!row) throw new Error(`Subscriber ${email} was not stored`);
    if (row.status === 'confirmed') return { emailed: false };
    if (row.status === 'unsubscribed') {
      row.token_version = Number(row.token_version) + 1;
      await subscriberRows(trx).where('id', row.id).update({ status: 'pending', token_version: row.token_version });
    }
    await enqueueMails(trx, config, { type: 'subscriber', id: row.id }, [newsletterConfirmationMail(email, config.publicUrl, tokensOf(config, row))]);
    return { emailed: true };
  });
}

/** Confirms with the confirmation link's token: pending becomes confirmed, confirmed stays (200 again). */
export async function confirm(db: Knex, config: Config, token: string) {
  const named = readNewsletterToken(config, 'confirm', token);
  if (!named) throw invalidNewsletterToken();
  await db.transaction(async (trx) => {
    const row = await subscriberRows(trx).where('id', named.id).forUpdate().first();
    checkConfirmToken(row, named.version, Number(row?.token_version));
    if (row.status === 'pending') await subscriberRows(trx).where('id', row.id).update({ status: 'confirmed', confirmed_at: nowIso() });
  });
  return NEWSLETTER_MESSAGES.confirmed;
}

/**
 * Unsubscribes with an email's token: the address is off the list, its token version moves on (every earlier link
 * dies) and its newsletter emails not sent yet never are, all in one transaction. The token of the version just
 * before, on an unsubscribed address, was this very link used already: 410.
 */
export async function unsubscribe(db: Knex, config: Config, token: string) {
  const named = readNewsletterToken(config, 'unsubscribe', token);
  if (!named) throw invalidNewsletterToken();
  await db.transaction(async (trx) => {
    const row = await subscriberRows(trx).where('id', named.id).forUpdate().first();
    const version = Number(row?.token_version);
    checkUnsubscribeToken(row, named.version, version);
    await subscriberRows(trx)
      .where('id', row.id)
      .update({ status: 'unsubscribed', unsubscribed_at: nowIso(), token_version: version + 1 });
    await cancelQueued(trx, row.id);
  });
  return NEWSLETTER_MESSAGES.unsubscribed;
}

export const UNSUBSCRIBED_BEFORE_SENT = 'Not sent: the address unsubscribed first';

/** The subscriber's newsletter emails still waiting are not sent (one claimed and on its way may still arrive). */
async function cancelQueued(trx: Knex, subscriberId: string) {
  await outboxRows(trx)
    .whereIn('id', trx('newsletter_sends').where('subscriber_id', subscriberId).select('outbox_id'))
    .where('status', 'pending')
    .update({ status: 'skipped', last_error: UNSUBSCRIBED_BEFORE_SENT, claimed_until: null });
}

// ------------------------------------------------------------------ the admin's list

/** Newest first. */
export async function listSubscribers(db: Knex, query: ListQuery) {
  const q = subscriberRows(db).orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
  return paginate(q, query, toSubscriber);
}

/** The subscription of one address (compared as `personKey` gives it; stored that way), if any. */
export async function subscriptionsOfPerson(db: Knex, key: string) {
  return (await subscriberRows(db).whereRaw('lower(trim(email)) = ?', [key])).map(toSubscriber);
}

/** Every subscriber with their state, oldest first, after a header line. */
export async function exportSubscribersCsv(db: Knex): Promise<RawReply> {
  const rows = await subscriberRows(db).orderBy([{ column: 'created_at' }, { column: 'id' }]);
  return { status: 200, ...subscribersCsv(rows.map(toSubscriber)) };
}

export async function deleteSubscriber(db: Knex, id: string) {
  const removed = await db.transaction(async (trx) => {
    await cancelQueued(trx, id);
    await trx('newsletter_sends').where('subscriber_id', id).delete();
    return Number(await subscriberRows(trx).where('id', id).delete());
  });
  if (!removed) throw new HttpError(404, 'Subscriber not found');
}

/** Writes whole subscribers (ids and timestamps included): the demo seed. */
export async function insertSubscribers(trx: Knex, records: readonly Subscriber[]) {
  for (const s of records) {
    await subscriberRows(trx).insert({
      id: s._id,
      email: normaliseEmail(s.email),
      status: s.status,
      confirmed_at: s.confirmedAt ?? null,
      unsubscribed_at: s.unsubscribedAt ?? null,
      token_version: 1,
      created_at: s.createdAt,
    });
  }
}

// ------------------------------------------------------------------ an article's send

type NewsletterSend = S['NewsletterSend'];

interface ArticleRow {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  is_active: number | boolean;
}

async function articleOf(db: Knex, id: string): Promise<ArticleRow> {
  const row = (await db('articles').where('id', id).first('id', 'title', 'slug', 'excerpt', 'is_active')) as ArticleRow | undefined;
  if (!row) throw new HttpError(404, ARTICLE_MESSAGES.notFound);
  return row;
}

/** Confirmed subscribers who have not had the article. */
const audienceOf = (db: Knex, articleId: string) =>
  subscriberRows(db)
    .where('status', 'confirmed')
    .whereNotExists(
      db('newsletter_sends').whereRaw('newsletter_sends.subscriber_id = newsletter_subscribers.id').where('newsletter_sends.article_id', articleId),
    );

const articleMails = (db: Knex, articleId: string) => outboxRows(db).where({ subject_type: 'article', subject_id: articleId, kind: 'newsletter-article' });

/** How the article's sending stands: counted from its emails in the outbox, and whom a new send would reach. */
export async function articleNewsletter(db: Knex, articleId: string): Promise<NewsletterSend> {
  await articleOf(db, articleId);
  const counts = (await articleMails(db, articleId).select('status').count({ n: '*' }).max({ last: 'sent_at' }).groupBy('status')) as {
    status: string;
    n: number | string;
    last: string | null;
  }[];
  const of = (...statuses: string[]) => counts.filter((c) => statuses.includes(c.status)).reduce((sum, c) => sum + Number(c.n), 0);
  const audience = Number(((await audienceOf(db, articleId).count({ n: '*' }).first()) as { n?: number | string } | undefined)?.n ?? 0);
  const latest = (await db('newsletter_sends')
    .where('article_id', articleId)
    .leftJoin('admins', 'admins.id', 'newsletter_sends.started_by')
    .orderBy('newsletter_sends.created_at', 'desc')
    .first('newsletter_sends.created_at as at', 'admins.name as name')) as { at: string; name: string | null } | undefined;
  const first = (await db('newsletter_sends').where('article_id', articleId).min({ at: 'created_at' }).first()) as { at: string | null } | undefined;
  const lastSent = counts.map((c) => c.last).reduce<string | null>((a, b) => (b && (!a || b > a) ? b : a), null);
  return newsletterSendState({
    articleId,
    sent: of('sent'),
    failed: of('failed', 'skipped'),
    left: of('pending'),
    audience,
    startedAt: first?.at ?? undefined,
    latestAt: latest?.at,
    startedByName: latest?.name ?? undefined,
    lastSentAt: lastSent ?? undefined,
  });
}

const isUniqueViolation = (e: unknown) => {
  const code = (e as { code?: string }).code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'ER_LOCK_DEADLOCK';
};

/**
 * Queues the published article for every confirmed subscriber who has not had it, in one transaction: a row per
 * (article, subscriber) in newsletter_sends, whose unique key refuses a second one whichever instance writes it (the
 * loser of two sends at once answers 409), an outbox email each, and the activity entry.
 */
export async function sendArticleNewsletter(db: Knex, config: Config, articleId: string, adminId: string): Promise<NewsletterSend> {
  const article = await articleOf(db, articleId);
  checkSendable({ isActive: bool(article.is_active) });
  try {
    await db.transaction(async (trx) => {
      const running = await articleMails(trx, articleId).where('status', 'pending').first('id');
      if (running) throw new HttpError(409, NEWSLETTER_MESSAGES.sendRunning);
      const audience = await audienceOf(trx, articleId).select('id', 'email', 'token_version');
      if (!audience.length) throw new HttpError(409, NEWSLETTER_MESSAGES.nobodyLeft);
      const now = nowIso();
      const outbox = audience.map((s) =>
        outboxRowOf(
          config,
          { type: 'article', id: articleId },
          newsletterArticleMail(
            article,
            s.email,
            config.publicUrl,
            newsletterToken(config, 'unsubscribe', s.id, Number(s.token_version)),
            newsletterMessageId(articleId, s.id, config.publicUrl),
          ),
          now,
        ),
      );
      const sends = audience.map((s, i) => ({ article_id: articleId, subscriber_id: s.id, outbox_id: outbox[i].id, started_by: adminId, created_at: now }));
      await insertChunked(trx, 'newsletter_sends', sends);
      await insertChunked(trx, 'mail_outbox', outbox);
      await recordActivity(trx, { category: 'inbox', action: 'newsletter-send', summary: newsletterSendSummary(article.title, audience.length), adminId });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new HttpError(409, NEWSLETTER_MESSAGES.sendRunning);
    throw e;
  }
  return articleNewsletter(db, articleId);
}
