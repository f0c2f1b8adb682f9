// What the site stores about one person, found by their email address (ADR 0043): the bookings with their case files,
// contact messages, the newsletter subscription, chat conversations, the emails to the address or about those records,
// and the health-data consents given with a booking or a chat. The Person search answers it, the export writes it and
// the erase deletes what it names.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { caseFileCount } from '@shared/contract/activity';
import { personKey, type PersonCounts, type PersonRecords } from '@shared/contract/person-data';
import { parseJson } from '../../db/rows';
import { bookingsOfPerson } from '../bookings';
import type { CaseFileStore } from '../case-files/case-file-store';
import { summariesOf, type ConversationRow } from '../chat/chat-views';
import { messagesOfPerson } from '../contact';
import { outboxRows, toDelivery, type MailSubjectType, type OutboxRow } from '../mail-outbox';
import { subscriptionsOfPerson } from '../newsletter';

type PersonConsent = components['schemas']['PersonConsent'];

/** The records and the rows behind them that the export and the erase need beyond what the search answers. */
export interface PersonFound {
  key: string;
  records: PersonRecords;
  /** The emails' rows, with their subjects and bodies. */
  mails: OutboxRow[];
  conversationRows: ConversationRow[];
}

/** `column` holds the address, compared as personKey compares it. */
const sameAddress = (column: string, key: string) => [`lower(trim(${column})) = ?`, [key]] as const;

/** An email's recipients, each as personKey gives it. */
export const recipientsOf = (row: Pick<OutboxRow, 'recipients'>) => parseJson<string[]>(row.recipients, []).map(personKey);

/**
 * The emails to the address (alone or beside others) or about one of its records: a booking's, a message's, the
 * subscription's, a conversation's, and the newsletter's articles sent to the subscription. Newest first.
 */
export async function mailsOfPerson(db: Knex, key: string, about: Partial<Record<MailSubjectType, string[]>>, sendIds: string[]): Promise<OutboxRow[]> {
  const rows = await outboxRows(db).where((q) => {
    // A candidate by its text; each is checked below against the parsed recipients.
    void q.whereRaw('instr(lower(recipients), ?) > 0', [key]);
    for (const [type, ids] of Object.entries(about)) if (ids?.length) void q.orWhere((w) => void w.where('subject_type', type).whereIn('subject_id', ids));
    if (sendIds.length) void q.orWhereIn('id', sendIds);
  });
  const isAbout = (r: OutboxRow) => (about[r.subject_type] ?? []).includes(r.subject_id) || sendIds.includes(r.id);
  return rows
    .filter((r) => isAbout(r) || recipientsOf(r).includes(key))
    .sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1));
}

interface ConsentRow {
  id: string;
  health_consent_version: number | string | null;
  health_consent_at: string | null;
}

async function consentsOf(db: Knex, bookings: ConsentRow[], chats: ConsentRow[]): Promise<PersonConsent[]> {
  const given = [...bookings.map((r) => ({ source: 'booking' as const, row: r })), ...chats.map((r) => ({ source: 'chat' as const, row: r }))].filter(
    ({ row }) => row.health_consent_version !== null && row.health_consent_version !== undefined && row.health_consent_at,
  );
  if (!given.length) return [];
  const versions = [...new Set(given.map(({ row }) => Number(row.health_consent_version)))];
  const texts = new Map(
    ((await db('health_consent_texts').whereIn('version', versions).select('version', 'text')) as { version: number | string; text: string }[]).map((t) => [
      Number(t.version),
      t.text,
    ]),
  );
  return given.map(({ source, row }) => ({
    source,
    recordId: row.id,
    version: Number(row.health_consent_version),
    givenAt: row.health_consent_at!,
    text: texts.get(Number(row.health_consent_version)) ?? '',
  }));
}

/** Everything stored for the address, with the rows the export and the erase need. */
export async function findPersonRecords(db: Knex, email: string, store: CaseFileStore | undefined, now: number): Promise<PersonFound> {
  const key = personKey(email);
  const [bookings, messages, subscriptions] = await Promise.all([bookingsOfPerson(db, key, store), messagesOfPerson(db, key), subscriptionsOfPerson(db, key)]);
  const conversationRows = (await db<ConversationRow>('chat_conversations')
    .whereRaw(...sameAddress('visitor_email', key))
    .orderBy([
      { column: 'last_message_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])) as ConversationRow[];
  const conversations = await summariesOf(db, conversationRows, now);
  const bookingIds = bookings.map((b) => b._id);
  const sendIds = subscriptions.length
    ? ((await db('newsletter_sends')
        .whereIn(
          'subscriber_id',
          subscriptions.map((s) => s._id),
        )
        .pluck('outbox_id')) as string[])
    : [];
  const mails = await mailsOfPerson(
    db,
    key,
    {
      booking: bookingIds,
      message: messages.map((m) => m._id),
      subscriber: subscriptions.map((s) => s._id),
      chat: conversationRows.map((c) => c.id),
    },
    sendIds,
  );
  const consentColumns = ['id', 'health_consent_version', 'health_consent_at'];
  const consents = await consentsOf(
    db,
    bookingIds.length ? await db('bookings').whereIn('id', bookingIds).select(consentColumns) : [],
    conversationRows.length
      ? await db('chat_conversations')
          .whereIn(
            'id',
            conversationRows.map((c) => c.id),
          )
          .select(consentColumns)
      : [],
  );
  const counts: PersonCounts = {
    bookings: bookings.length,
    caseFiles: bookings.reduce((n, b) => n + caseFileCount(b), 0),
    messages: messages.length,
    subscriptions: subscriptions.length,
    conversations: conversations.length,
    chatMessages: conversations.reduce((n, c) => n + c.messageCount, 0),
    emails: mails.length,
    consents: consents.length,
  };
  return {
    key,
    records: { email: key, counts, bookings, messages, subscriptions, conversations, emails: mails.map(toDelivery), consents },
    mails,
    conversationRows,
  };
}
