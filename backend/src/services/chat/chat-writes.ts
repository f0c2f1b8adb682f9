// The chat's writes, shared by the visitor's calls (chat.ts) and the team's (chat-team.ts): each stores its rows and one
// chat_events row per event in one transaction, and only after the commit publishes the events on the bus, each with
// its stream id (ADR 0041); a stream that missed one reads it back from chat_events.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { type ChatEventData, type ChatEventName } from '@shared/contract/chat';
import { newId } from '../../db/rows';
import type { Deps } from '../../route';
import type { ChatBusEvent } from './chat-bus';
import { adminFaces, conversationRows, messageRows, summaryOf, toMessage, type ConversationRow, type MessageRow } from './chat-views';

type S = components['schemas'];

export const CONVERSATION_NOT_FOUND = 'Conversation not found';

export const isoAt = (deps: Deps) => new Date(deps.config.clock.now()).toISOString();

/** The events a write stored, published once its transaction has committed. */
export class Outbox {
  readonly events: ChatBusEvent[] = [];

  constructor(
    private readonly trx: Knex,
    private readonly at: string,
  ) {}

  async store<K extends ChatEventName>(conversationId: string, event: K, data: ChatEventData[K]): Promise<string> {
    const [id] = await this.trx('chat_events').insert({ conversation_id: conversationId, event, data: JSON.stringify(data), created_at: this.at });
    const streamId = String(id);
    this.events.push({ id: streamId, conversationId, event, data });
    return streamId;
  }

  /** The conversation's new summary, for the team's list. */
  async conversation(row: ConversationRow, now: number) {
    await this.store(row.id, 'conversation', { conversation: await summaryOf(this.trx, row, now) });
  }
}

/** Runs a chat write in one transaction, then publishes the events it stored. */
export async function chatWrite<T>(deps: Deps, work: (trx: Knex, out: Outbox, at: string) => Promise<T>): Promise<T> {
  const at = isoAt(deps);
  let out: Outbox | undefined;
  const result = await deps.db.transaction(async (trx) => {
    out = new Outbox(trx, at);
    return work(trx, out, at);
  });
  for (const e of out?.events ?? []) deps.chatBus?.publish(e);
  return result;
}

/** A new message and its `message` event: the message keeps the event's stream id, which orders the conversation. */
export async function storeMessage(
  trx: Knex,
  out: Outbox,
  row: ConversationRow,
  author: 'visitor' | 'team',
  adminId: string | undefined,
  text: string,
  at: string,
): Promise<S['ChatMessage']> {
  const message: MessageRow = {
    id: newId(),
    conversation_id: row.id,
    author,
    admin_id: adminId ?? null,
    text: text.trim(),
    created_at: at,
    seen_at: null,
    stream_id: 0,
  };
  const view = toMessage(message, row.visitor_name, await adminFaces(trx, [adminId]));
  message.stream_id = await out.store(row.id, 'message', { conversationId: row.id, message: view });
  await messageRows(trx).insert(message);
  return view;
}

export async function lockedConversation(trx: Knex, id: string): Promise<ConversationRow> {
  const row = await conversationRows(trx).where('id', id).forUpdate().first();
  if (!row) throw new HttpError(404, CONVERSATION_NOT_FOUND);
  return row;
}

export async function findConversation(db: Knex, id: string): Promise<ConversationRow> {
  const row = await conversationRows(db).where('id', id).first();
  if (!row) throw new HttpError(404, CONVERSATION_NOT_FOUND);
  return row;
}

/** Updates the conversation and answers its row as it is now. */
export async function updateConversation(trx: Knex, row: ConversationRow, changes: Partial<ConversationRow>): Promise<ConversationRow> {
  await conversationRows(trx).where('id', row.id).update(changes);
  return { ...row, ...changes };
}

async function markerMessage(db: Knex, conversationId: string, upTo: string): Promise<MessageRow> {
  const message = await messageRows(db).where({ id: upTo, conversation_id: conversationId }).first();
  if (!message) throw new HttpError(400, 'Not a message of this conversation', [{ field: 'upTo', message: 'is not a message of this conversation' }]);
  return message;
}

/**
 * One side has read the other's messages up to `upTo`: those messages get their `seenAt`, the side's marker moves on
 * (never back), and a `read` event goes out; the team's read changes the unread count, so the team's list hears it.
 */
export async function markRead(deps: Deps, conversationId: string, by: 'visitor' | 'team', upTo: string) {
  const now = deps.config.clock.now();
  await chatWrite(deps, async (trx, out, at) => {
    let row = await lockedConversation(trx, conversationId);
    const marker = await markerMessage(trx, row.id, upTo);
    const column = by === 'team' ? 'team_read_upto' : 'visitor_read_upto';
    const current = row[column] ? await messageRows(trx).where('id', row[column]!).first('stream_id') : undefined;
    if (!current || Number(current.stream_id) < Number(marker.stream_id)) row = await updateConversation(trx, row, { [column]: marker.id });
    await messageRows(trx)
      .where('conversation_id', row.id)
      .andWhere('author', by === 'team' ? 'visitor' : 'team')
      .andWhere('stream_id', '<=', marker.stream_id)
      .whereNull('seen_at')
      .update({ seen_at: at });
    await out.store(row.id, 'read', { conversationId: row.id, by, upTo: marker.id, at });
    if (by === 'team') await out.conversation(row, now);
  });
}

export function publishTyping(deps: Deps, conversationId: string, by: 'visitor' | 'team') {
  deps.chatBus?.publish({ conversationId, event: 'typing', data: { conversationId, by } });
}
