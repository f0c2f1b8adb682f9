// Newsletter sign-ups (ADR 0022): an idempotent public subscribe, the admin list, a CSV export and removal.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { newId, nowIso } from '../db/rows';
import type { RawReply } from '../route';
import { paginate, type ListQuery } from './pagination';

type Subscriber = components['schemas']['NewsletterSubscriber'];

interface SubscriberRow {
  id: string;
  email: string;
  created_at: string;
}

const toSubscriber = (r: SubscriberRow): Subscriber => ({ _id: r.id, email: r.email, createdAt: r.created_at });
const subscriberRows = (db: Knex) => db<SubscriberRow>('newsletter_subscribers');
const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The subscriber for the email, and whether this call created it (a repeated email is not an error). */
export async function subscribe(db: Knex, rawEmail: string): Promise<{ subscriber: Subscriber; isNew: boolean }> {
  const email = normaliseEmail(rawEmail);
  const id = newId();
  // The unique email column decides between two racing sign-ups; the loser reads the winner's row.
  await subscriberRows(db).insert({ id, email, created_at: nowIso() }).onConflict('email').ignore();
  const row = await subscriberRows(db).where('email', email).first();
  if (!row) throw new Error(`Subscriber ${email} was not stored`);
  return { subscriber: toSubscriber(row), isNew: row.id === id };
}

/** Newest first. */
export async function listSubscribers(db: Knex, query: ListQuery) {
  const q = subscriberRows(db).orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
  return paginate(q, query, toSubscriber);
}

/**
 * One CSV cell: a value a spreadsheet would run as a formula (= + - @, tab, carriage return) gets a leading
 * single quote; a value with a comma, quote or line break is quoted.
 */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

/** Every subscriber, oldest first, after a header line. */
export async function exportSubscribersCsv(db: Knex): Promise<RawReply> {
  const rows = await subscriberRows(db).orderBy([{ column: 'created_at' }, { column: 'id' }]);
  const lines = rows.map((r) => [r.email, r.created_at].map(csvCell).join(','));
  return {
    status: 200,
    body: ['email,subscribedAt', ...lines].join('\n') + '\n',
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="newsletter-subscribers.csv"',
    },
  };
}

export async function deleteSubscriber(db: Knex, id: string) {
  const removed = await subscriberRows(db).where('id', id).delete();
  if (!removed) throw new HttpError(404, 'Subscriber not found');
}

/** Writes whole subscribers (ids and timestamps included): the demo seed. */
export async function insertSubscribers(trx: Knex, records: readonly Subscriber[]) {
  for (const s of records) await trx('newsletter_subscribers').insert({ id: s._id, email: normaliseEmail(s.email), created_at: s.createdAt });
}
