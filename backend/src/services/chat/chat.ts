// The live chat's calls (ADR 0041): a visitor starts a conversation and writes in it with the conversation's cookie;
// the team lists, reads, answers, assigns, closes, reopens and blocks. Every write stores its rows and one chat_events
// row per event in one transaction, and only after the commit publishes the events on the bus, each with its stream
// id; a stream that missed one reads it back from chat_events.
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { CHAT_COOKIE, CHAT_MESSAGES, chatTextProblem, type ChatEventData, type ChatEventName } from '@shared/contract/chat';
import { cookieOf } from '@shared/contract/cookies';
import { pageOf, paginationOf } from '@shared/contract/list-rules';
import { bool, newId } from '../../db/rows';
import type { Deps } from '../../route';
import { recordActivity } from '../activity';
import { findSettingsIfAny } from '../homepage';
import type { ChatBusEvent } from './chat-bus';
import { replyMail, transcriptMail, enqueueChatMails } from './chat-mails';
import { isTeamOnline, isVisitorOnline } from './chat-presence';
import { chatToken, readChatToken, setChatCookie } from './chat-token';
import {
  adminFaces,
  conversationRows,
  detailOf,
  messageRows,
  messagesOf,
  summariesOf,
  summaryOf,
  toMessage,
  unreadCounts,
  visitorViewOf,
  type ConversationRow,
  type MessageRow,
} from './chat-views';

type S = components['schemas'];

export const CONVERSATION_NOT_FOUND = 'Conversation not found';

const isoAt = (deps: Deps) => new Date(deps.config.clock.now()).toISOString();

/** Addresses are compared as the blocks compare them. */
const normaliseEmail = (email: string) => email.trim().toLowerCase();

// ------------------------------------------------------------------ events

/** The events a write stored, published once its transaction has committed. */
class Outbox {
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
async function chatWrite<T>(deps: Deps, work: (trx: Knex, out: Outbox, at: string) => Promise<T>): Promise<T> {
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
async function storeMessage(
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

async function lockedConversation(trx: Knex, id: string): Promise<ConversationRow> {
  const row = await conversationRows(trx).where('id', id).forUpdate().first();
  if (!row) throw new HttpError(404, CONVERSATION_NOT_FOUND);
  return row;
}

async function findConversation(db: Knex, id: string): Promise<ConversationRow> {
  const row = await conversationRows(db).where('id', id).first();
  if (!row) throw new HttpError(404, CONVERSATION_NOT_FOUND);
  return row;
}

/** Updates the conversation and answers its row as it is now. */
async function updateConversation(trx: Knex, row: ConversationRow, changes: Partial<ConversationRow>): Promise<ConversationRow> {
  await conversationRows(trx).where('id', row.id).update(changes);
  return { ...row, ...changes };
}

// ------------------------------------------------------------------ the visitor

/** Whether the Features switch "Enable Chat" is on. */
export async function chatEnabled(db: Knex): Promise<boolean> {
  return !!(await findSettingsIfAny(db))?.features?.enableChat;
}

/** Every visitor call but the availability answers 404 while the chat is off. */
export async function requireChatOn(db: Knex) {
  if (!(await chatEnabled(db))) throw new HttpError(404, CHAT_MESSAGES.off);
}

export async function availability(deps: Deps): Promise<S['ChatAvailability']> {
  const enabled = await chatEnabled(deps.db);
  return { enabled, online: enabled && (await isTeamOnline(deps.db, deps.config.clock.now())) };
}

const noConversation = () => new HttpError(401, CHAT_MESSAGES.noConversation, [{ field: CHAT_COOKIE, message: 'is required' }]);

/**
 * The conversation the request's `novaguide_chat` cookie names: a token the server made for it, of the conversation's
 * current version; else 401 naming the cookie. The visitor's stream authenticates with it too.
 */
export async function conversationOfCookie(deps: Pick<Deps, 'db' | 'config'>, koa: Context): Promise<ConversationRow> {
  const named = readChatToken(deps.config, 'conversation', cookieOf(koa.get('cookie'), CHAT_COOKIE));
  if (!named) throw noConversation();
  const row = await conversationRows(deps.db).where('id', named.id).first();
  if (!row || Number(row.token_version) !== named.version) throw noConversation();
  return row;
}

const textProblem = (field: string, text: string) => {
  const problem = chatTextProblem(text);
  if (problem) throw new HttpError(400, problem, [{ field, message: problem }]);
};

/** The checks of a start that come before any limit is counted: the honeypot and the first message's text. */
export function checkStart(input: S['ChatStartInput']) {
  if (input.website) throw new HttpError(400, CHAT_MESSAGES.honeypot, [{ field: 'website', message: CHAT_MESSAGES.honeypot }]);
  textProblem('message', input.message);
}

/** A new conversation with its first message; a blocked conversation's address cannot start one (403). */
export async function startConversation(deps: Deps, input: S['ChatStartInput'], clientKey: string, koa: Context) {
  checkStart(input);
  const email = normaliseEmail(input.email);
  const now = deps.config.clock.now();
  const row = await chatWrite(deps, async (trx, out, at) => {
    if (await conversationRows(trx).where({ visitor_email: email, blocked: true }).first('id')) throw new HttpError(403, CHAT_MESSAGES.blocked);
    const created: ConversationRow = {
      id: newId(),
      visitor_name: input.name.trim(),
      visitor_email: email,
      page: input.page,
      time_zone: input.timeZone ?? null,
      status: 'open',
      blocked: false,
      assigned_to: null,
      token_version: 1,
      created_at: at,
      last_message_at: at,
      last_author: 'visitor',
      waiting_since: at,
      closed_at: null,
      team_read_upto: null,
      visitor_read_upto: null,
      team_notified_upto: null,
      created_from: clientKey.slice(0, 100),
    };
    await conversationRows(trx).insert(created);
    await storeMessage(trx, out, created, 'visitor', undefined, input.message, at);
    await out.conversation(created, now);
    return created;
  });
  setChatCookie(koa, deps.config, row);
  return visitorViewOf(deps.db, row);
}

export const visitorConversation = (deps: Deps, row: ConversationRow) => visitorViewOf(deps.db, row);

/**
 * The visitor writes: a blocked conversation refuses (403); a closed one opens again (`reopened`, then the message).
 * The first message after a reply starts a new wait for the team (the unanswered alert counts from it).
 */
export async function sendVisitorMessage(deps: Deps, conversation: ConversationRow, text: string) {
  textProblem('text', text);
  const now = deps.config.clock.now();
  return chatWrite(deps, async (trx, out, at) => {
    let row = await lockedConversation(trx, conversation.id);
    if (bool(row.blocked)) throw new HttpError(403, CHAT_MESSAGES.blocked);
    if (row.status === 'closed') {
      row = await updateConversation(trx, row, { status: 'open', closed_at: null });
      await out.store(row.id, 'reopened', { conversationId: row.id, at });
    }
    const message = await storeMessage(trx, out, row, 'visitor', undefined, text, at);
    row = await updateConversation(trx, row, { last_message_at: at, last_author: 'visitor', waiting_since: row.waiting_since ?? at });
    await out.conversation(row, now);
    return message;
  });
}

/** A message of the conversation, for a read mark's `upTo` (400 naming it when it is not one). */
async function markerMessage(db: Knex, conversationId: string, upTo: string): Promise<MessageRow> {
  const message = await messageRows(db).where({ id: upTo, conversation_id: conversationId }).first();
  if (!message) throw new HttpError(400, 'Not a message of this conversation', [{ field: 'upTo', message: 'is not a message of this conversation' }]);
  return message;
}

/**
 * One side has read the other's messages up to `upTo`: those messages get their `seenAt`, the side's marker moves on
 * (never back), and a `read` event goes out; the team's read changes the unread count, so the team's list hears it.
 */
async function markRead(deps: Deps, conversationId: string, by: 'visitor' | 'team', upTo: string) {
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

export const markReadByVisitor = (deps: Deps, conversation: ConversationRow, upTo: string) => markRead(deps, conversation.id, 'visitor', upTo);

/** `typing` is sent, never stored: it has no stream id and is not replayed. */
function publishTyping(deps: Deps, conversationId: string, by: 'visitor' | 'team') {
  deps.chatBus?.publish({ conversationId, event: 'typing', data: { conversationId, by } });
}

export const visitorTyping = (deps: Deps, conversation: ConversationRow) => publishTyping(deps, conversation.id, 'visitor');

/** Queues the transcript to the visitor's address. */
export async function emailTranscript(deps: Deps, conversation: ConversationRow) {
  const messages = await messagesOf(deps.db, conversation);
  await enqueueChatMails(
    deps.db,
    deps.config,
    conversation.id,
    [transcriptMail({ visitorName: conversation.visitor_name, visitorEmail: conversation.visitor_email }, messages)],
    isoAt(deps),
  );
  deps.mailer?.kick();
}

const resumeRefused = () => new HttpError(400, CHAT_MESSAGES.resumeInvalid, [{ field: 'token', message: CHAT_MESSAGES.resumeInvalid }]);

/** An email's link: a token the server made for the conversation's current version sets the cookie again. */
export async function resumeConversation(deps: Deps, token: string, koa: Context) {
  const named = readChatToken(deps.config, 'resume', token);
  if (!named) throw resumeRefused();
  const row = await conversationRows(deps.db).where('id', named.id).first();
  if (!row || Number(row.token_version) !== named.version) throw resumeRefused();
  setChatCookie(koa, deps.config, row);
  return visitorViewOf(deps.db, row);
}

/** The token of the link a reply's email carries. */
export const resumeTokenOf = (deps: Pick<Deps, 'config'>, row: Pick<ConversationRow, 'id' | 'token_version'>) =>
  chatToken(deps.config, 'resume', row.id, Number(row.token_version));

// ------------------------------------------------------------------ the team

export interface ConversationQuery {
  state?: unknown;
  page?: unknown;
  limit?: unknown;
}

/** Newest activity first; `open` is every open one (waiting ones included), `waiting` the open ones the visitor wrote last. */
export async function listConversations(deps: Deps, query: ConversationQuery) {
  const { page, limit, offset } = pageOf(query);
  const q = conversationRows(deps.db);
  if (query.state === 'closed') q.where('status', 'closed');
  else if (query.state === 'open') q.where('status', 'open');
  else if (query.state === 'waiting') q.where({ status: 'open', last_author: 'visitor' });
  const counted = (await q.clone().count({ n: '*' }).first()) as { n?: number | string } | undefined;
  const rows = await q
    .clone()
    .orderBy([
      { column: 'last_message_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .offset(offset)
    .limit(limit);
  return { data: await summariesOf(deps.db, rows, deps.config.clock.now()), pagination: paginationOf(page, limit, Number(counted?.n ?? 0)) };
}

const countOf = async (q: Knex.QueryBuilder) => Number(((await q.count({ n: '*' }).first()) as { n?: number | string } | undefined)?.n ?? 0);

/** The side menu's, the tab title's and the Dashboard's counts. */
export async function chatSummary(db: Knex): Promise<S['ChatSummary']> {
  const [open, waiting, closed, unread] = await Promise.all([
    countOf(conversationRows(db).where('status', 'open')),
    countOf(conversationRows(db).where({ status: 'open', last_author: 'visitor' })),
    countOf(conversationRows(db).where('status', 'closed')),
    unreadCounts(db),
  ]);
  return { open, waiting, unread: [...unread.values()].reduce((a, b) => a + b, 0), closed };
}

export async function conversationDetail(deps: Deps, id: string) {
  return detailOf(deps.db, await findConversation(deps.db, id), deps.config.clock.now());
}

/**
 * An admin's reply: refused in a closed conversation (409). When the visitor has no stream open, the reply goes to
 * their address too, with the link that opens the conversation again.
 */
export async function replyToConversation(deps: Deps, id: string, adminId: string, text: string) {
  textProblem('text', text);
  const now = deps.config.clock.now();
  const reply = await chatWrite(deps, async (trx, out, at) => {
    let row = await lockedConversation(trx, id);
    if (row.status === 'closed') throw new HttpError(409, CHAT_MESSAGES.closed);
    const message = await storeMessage(trx, out, row, 'team', adminId, text, at);
    row = await updateConversation(trx, row, { last_message_at: at, last_author: 'team', waiting_since: null });
    await out.conversation(row, now);
    if (!(await isVisitorOnline(trx, row.id, now))) {
      const mail = replyMail({ visitorName: row.visitor_name, visitorEmail: row.visitor_email }, message, resumeTokenOf(deps, row), deps.config.publicUrl);
      await enqueueChatMails(trx, deps.config, row.id, [mail], at);
      return { message, emailed: true };
    }
    return { message, emailed: false };
  });
  if (reply.emailed) deps.mailer?.kick();
  return reply.message;
}

export const markReadByTeam = async (deps: Deps, id: string, upTo: string) => {
  await findConversation(deps.db, id);
  await markRead(deps, id, 'team', upTo);
};

export async function teamTyping(deps: Deps, id: string) {
  await findConversation(deps.db, id);
  publishTyping(deps, id, 'team');
}

/** What the activity log says of a conversation (never its messages). */
const chatActivity = (adminId: string, row: ConversationRow, summary: string) => ({
  category: 'inbox' as const,
  action: 'update' as const,
  summary: `${summary} (chat with ${row.visitor_name})`,
  adminId,
  recordId: row.id,
});

/** Gives the conversation to an active admin, or to nobody (`null`); another admin id answers 400 naming it. */
export async function assignConversation(deps: Deps, id: string, adminId: string | null, actorId: string) {
  const now = deps.config.clock.now();
  return chatWrite(deps, async (trx, out) => {
    let row = await lockedConversation(trx, id);
    let summary = 'Unassigned the conversation';
    if (adminId !== null) {
      const admin = (await trx('admins').where('id', adminId).first('id', 'name', 'status')) as { name: string; status: string } | undefined;
      if (!admin || admin.status !== 'active')
        throw new HttpError(400, 'No active admin has this id', [{ field: 'adminId', message: 'is not an active admin' }]);
      summary = `Assigned the conversation to ${admin.name}`;
    }
    row = await updateConversation(trx, row, { assigned_to: adminId });
    await out.conversation(row, now);
    await recordActivity(trx, chatActivity(actorId, row, summary));
    return summaryOf(trx, row, now);
  });
}

async function setClosed(trx: Knex, out: Outbox, row: ConversationRow, at: string) {
  const closed = await updateConversation(trx, row, { status: 'closed', closed_at: at });
  await out.store(row.id, 'closed', { conversationId: row.id, at });
  return closed;
}

/** Closes an open conversation (`closed`); a closed one is answered unchanged. */
export async function closeConversation(deps: Deps, id: string, actorId: string) {
  const now = deps.config.clock.now();
  return chatWrite(deps, async (trx, out, at) => {
    let row = await lockedConversation(trx, id);
    if (row.status === 'open') {
      row = await setClosed(trx, out, row, at);
      await out.conversation(row, now);
      await recordActivity(trx, chatActivity(actorId, row, 'Closed the conversation'));
    }
    return summaryOf(trx, row, now);
  });
}

/** Opens a closed conversation again (`reopened`); an open one is answered unchanged. */
export async function reopenConversation(deps: Deps, id: string, actorId: string) {
  const now = deps.config.clock.now();
  return chatWrite(deps, async (trx, out, at) => {
    let row = await lockedConversation(trx, id);
    if (row.status === 'closed') {
      row = await updateConversation(trx, row, { status: 'open', closed_at: null });
      await out.store(row.id, 'reopened', { conversationId: row.id, at });
      await out.conversation(row, now);
      await recordActivity(trx, chatActivity(actorId, row, 'Reopened the conversation'));
    }
    return summaryOf(trx, row, now);
  });
}

/** Blocks the visitor (the conversation closes) or lifts the block (it stays closed). */
export async function blockConversation(deps: Deps, id: string, blocked: boolean, actorId: string) {
  const now = deps.config.clock.now();
  return chatWrite(deps, async (trx, out, at) => {
    let row = await lockedConversation(trx, id);
    if (bool(row.blocked) !== blocked) {
      if (blocked && row.status === 'open') row = await setClosed(trx, out, row, at);
      row = await updateConversation(trx, row, { blocked });
      await recordActivity(trx, chatActivity(actorId, row, blocked ? 'Blocked the visitor' : 'Lifted the block on the visitor'));
    }
    await out.conversation(row, now);
    return summaryOf(trx, row, now);
  });
}
