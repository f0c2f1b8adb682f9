// The email side of bookings and messages: the notification settings, the outbox a booking or message writes
// its emails into (in its own transaction), and the deliveries the Inbox shows.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { DEFAULT_NOTIFICATION_SETTINGS, MAIL_NOT_CONFIGURED, deliveryError, type MailDelivery, type OutgoingMail } from '@shared/contract/mail';
import type { Config } from '../config';
import { bool, compact, newId, nowIso, parseJson } from '../db/rows';

type S = components['schemas'];
/** What an email in the outbox is about: a booking, a contact message, a release's review (ADR 0033), the newsletter's (ADR 0040), or a chat conversation (ADR 0041). */
export type MailSubjectType = 'booking' | 'message' | 'release' | 'subscriber' | 'article' | 'chat';

interface SettingsRow {
  id: number;
  recipients: string;
  notify_on_booking: number | boolean;
  notify_on_message: number | boolean;
  confirm_bookings: number | boolean;
  last_modified_by: string | null;
  last_modified_at: string | null;
}

export interface OutboxRow {
  id: string;
  kind: MailDelivery['kind'];
  subject_type: MailSubjectType;
  subject_id: string;
  recipients: string;
  mail_subject: string;
  body: string;
  status: MailDelivery['status'];
  attempts: number;
  last_error: string | null;
  next_attempt_at: number | string;
  claimed_until: number | string | null;
  /** When an instance last claimed it (the clock's ms): the fleet's newsletter rate counts these. */
  claimed_at?: number | string | null;
  sent_at: string | null;
  created_at: string;
  /** Its own headers, as JSON (List-Unsubscribe on an email to a subscriber). */
  headers?: string | null;
  /** Fixed when it is queued, so every try sends the same one. */
  message_id?: string | null;
}

const ROW = 1;
export const outboxRows = (db: Knex) => db<OutboxRow>('mail_outbox');

export async function getNotificationSettings(db: Knex, config: Config): Promise<S['NotificationSettings']> {
  const row = await db<SettingsRow>('notification_settings').where('id', ROW).first();
  const settings = row
    ? compact({
        recipients: parseJson<string[]>(row.recipients, []),
        notifyOnBooking: bool(row.notify_on_booking),
        notifyOnMessage: bool(row.notify_on_message),
        confirmBookings: bool(row.confirm_bookings),
        lastModifiedBy: row.last_modified_by,
        lastModifiedAt: row.last_modified_at,
      })
    : { ...DEFAULT_NOTIFICATION_SETTINGS };
  return { ...settings, mailConfigured: !!config.mail } as S['NotificationSettings'];
}

const settingsColumns = (input: S['NotificationSettingsInput'], adminId: string | undefined, at: string) => ({
  recipients: JSON.stringify([...new Set(input.recipients.map((e) => e.trim().toLowerCase()))]),
  notify_on_booking: input.notifyOnBooking,
  notify_on_message: input.notifyOnMessage,
  confirm_bookings: input.confirmBookings,
  last_modified_by: adminId ?? null,
  last_modified_at: at,
});

export async function saveNotificationSettings(db: Knex, config: Config, input: S['NotificationSettingsInput'], adminId: string | undefined) {
  await db('notification_settings')
    .insert({ id: ROW, ...settingsColumns(input, adminId, nowIso()) })
    .onConflict('id')
    .merge();
  return getNotificationSettings(db, config);
}

/** Writes the settings whole (the demo seed). */
export async function insertNotificationSettings(trx: Knex, s: S['NotificationSettingsInput'] & { lastModifiedBy?: string; lastModifiedAt?: string }) {
  await trx('notification_settings').insert({ id: ROW, ...settingsColumns(s, s.lastModifiedBy, s.lastModifiedAt ?? nowIso()) });
}

/** The outbox row of one email, due now; stored as skipped without a mail server. */
export function outboxRowOf(config: Config, subject: { type: MailSubjectType; id: string }, mail: OutgoingMail, now = nowIso(), id = newId()): OutboxRow {
  return {
    id,
    kind: mail.kind,
    subject_type: subject.type,
    subject_id: subject.id,
    recipients: JSON.stringify(mail.to),
    mail_subject: mail.subject.slice(0, 300),
    body: mail.text,
    status: config.mail ? 'pending' : 'skipped',
    attempts: 0,
    last_error: config.mail ? null : MAIL_NOT_CONFIGURED,
    next_attempt_at: config.clock.now(),
    claimed_until: null,
    sent_at: null,
    created_at: now,
    headers: mail.headers ? JSON.stringify(mail.headers) : null,
    message_id: (mail.messageId ?? `<${id}@${new URL(config.publicUrl).hostname}>`).slice(0, 200),
  };
}

/** Inserts rows a few hundred at a time (one statement each). */
export async function insertChunked(db: Knex, table: string, rows: readonly object[], size = 200) {
  for (let i = 0; i < rows.length; i += size) await db(table).insert(rows.slice(i, i + size));
}

/** Writes emails into the outbox (call it inside the booking's or message's transaction). Without a mail server they are stored as skipped. */
export async function enqueueMails(db: Knex, config: Config, subject: { type: MailSubjectType; id: string }, mails: OutgoingMail[]) {
  const now = nowIso();
  for (const mail of mails) await outboxRows(db).insert(outboxRowOf(config, subject, mail, now));
  return mails.length;
}

export const toDelivery = (r: OutboxRow): MailDelivery =>
  compact({
    _id: r.id,
    kind: r.kind,
    to: parseJson<string[]>(r.recipients, []),
    status: r.status,
    attempts: Number(r.attempts),
    // A row stored before plain reasons were kept has the technical error: the admin gets its plain reason too.
    lastError: deliveryError(r.status, r.last_error),
    nextAttemptAt: r.status === 'pending' && Number(r.attempts) > 0 ? new Date(Number(r.next_attempt_at)).toISOString() : undefined,
    sentAt: r.sent_at,
    createdAt: r.created_at,
  }) as MailDelivery;

/** The deliveries of each of these bookings or messages, oldest first, by its id. */
export async function deliveriesOf(db: Knex, type: MailSubjectType, ids: string[]): Promise<Map<string, MailDelivery[]>> {
  const byId = new Map<string, MailDelivery[]>();
  if (!ids.length) return byId;
  // The alert before the confirmation of the same moment (kinds sort that way).
  const rows = await outboxRows(db)
    .where('subject_type', type)
    .whereIn('subject_id', ids)
    .orderBy([{ column: 'created_at' }, { column: 'kind' }, { column: 'id' }]);
  for (const r of rows) byId.set(r.subject_id, [...(byId.get(r.subject_id) ?? []), toDelivery(r)]);
  return byId;
}

/** Adds `mailDeliveries` to bookings or messages (admin reads). */
export async function withDeliveries<T extends { _id: string }>(
  db: Knex,
  type: MailSubjectType,
  records: T[],
): Promise<(T & { mailDeliveries?: MailDelivery[] })[]> {
  const byId = await deliveriesOf(
    db,
    type,
    records.map((r) => r._id),
  );
  return records.map((r) => (byId.has(r._id) ? { ...r, mailDeliveries: byId.get(r._id) } : r));
}

/** Writes whole deliveries (the demo seed). */
export async function insertDeliveries(
  trx: Knex,
  list: readonly { type: MailSubjectType; subjectId: string; subject: string; text: string; delivery: MailDelivery }[],
) {
  for (const { type, subjectId, subject, text, delivery: d } of list) {
    await outboxRows(trx).insert({
      id: d._id,
      kind: d.kind,
      subject_type: type,
      subject_id: subjectId,
      recipients: JSON.stringify(d.to),
      mail_subject: subject,
      body: text,
      status: d.status,
      attempts: d.attempts,
      last_error: d.lastError ?? null,
      next_attempt_at: d.nextAttemptAt ? Date.parse(d.nextAttemptAt) : Date.parse(d.createdAt),
      claimed_until: null,
      sent_at: d.sentAt ?? null,
      created_at: d.createdAt,
    });
  }
}
