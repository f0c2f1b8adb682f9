// Messages from the Contact Us page (ADR 0021): stored by a public create, read and managed in the inbox.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { bool, newId, nowIso } from '../db/rows';
import { paginate, type ListQuery } from './pagination';
import { messageMails } from '@shared/contract/mail';
import type { Config } from '../config';
import { enqueueMails, getNotificationSettings, withDeliveries } from './mail-outbox';

type ContactMessage = components['schemas']['ContactMessage'];
type ContactMessageInput = components['schemas']['ContactMessageInput'];

interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  message: string;
  is_read: number | boolean;
  created_at: string;
}

const NOT_FOUND = 'Message not found';

const toMessage = (r: ContactMessageRow): ContactMessage => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  message: r.message,
  isRead: bool(r.is_read),
  createdAt: r.created_at,
});

const messageRows = (db: Knex) => db<ContactMessageRow>('contact_messages');

async function getMessage(db: Knex, id: string) {
  const row = await messageRows(db).where('id', id).first();
  if (!row) throw new HttpError(404, NOT_FOUND);
  return toMessage(row);
}

/** A new message and the team's email alert in one transaction. */
export async function createMessage(db: Knex, config: Config, input: ContactMessageInput) {
  const id = newId();
  await db.transaction(async (trx) => {
    await messageRows(trx).insert({ id, name: input.name, email: input.email, message: input.message, is_read: false, created_at: nowIso() });
    await enqueueMails(trx, config, { type: 'message', id }, messageMails({ ...input, _id: id }, await getNotificationSettings(trx, config), config.publicUrl));
  });
  return getMessage(db, id);
}

/** Newest first, optionally only read or only unread ones. */
export async function listMessages(db: Knex, query: ListQuery & { isRead?: unknown }) {
  const q = messageRows(db).orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
  if (typeof query.isRead === 'boolean') q.where('is_read', query.isRead);
  const page = await paginate(q, query, toMessage);
  return { ...page, data: await withDeliveries(db, 'message', page.data) };
}

export async function markMessage(db: Knex, id: string, isRead: boolean) {
  const changed = await messageRows(db).where('id', id).update({ is_read: isRead });
  if (!changed) throw new HttpError(404, NOT_FOUND);
  return getMessage(db, id);
}

export async function deleteMessage(db: Knex, id: string) {
  const removed = await messageRows(db).where('id', id).delete();
  if (!removed) throw new HttpError(404, NOT_FOUND);
}

/** Every message sent with one address (compared as `personKey` gives it), newest first, with its emails' deliveries. */
export async function messagesOfPerson(db: Knex, key: string) {
  const rows = await messageRows(db)
    .whereRaw('lower(trim(email)) = ?', [key])
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  return withDeliveries(db, 'message', rows.map(toMessage));
}

/** Writes whole messages (ids and timestamps included): the demo seed. */
export async function insertContactMessages(trx: Knex, records: readonly ContactMessage[]) {
  for (const m of records) {
    await trx('contact_messages').insert({ id: m._id, name: m.name, email: m.email, message: m.message, is_read: m.isRead, created_at: m.createdAt });
  }
}
