// The live chat's calls for visitors (ADR 0041): the availability, a conversation started with its cookie, messages,
// read marks, typing, the transcript by email and the email link that opens a conversation again. Every visitor call
// but the availability answers 404 while the Features switch "Enable Chat" is off.
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { assertChatText, CHAT_COOKIE, CHAT_MESSAGES } from '@shared/contract/chat';
import { cookieOf } from '@shared/contract/cookies';
import { bool, newId } from '../../db/rows';
import type { Deps } from '../../route';
import { checkHealthConsent } from '@shared/contract/person-data';
import { findSettingsIfAny } from '../homepage';
import { currentHealthConsent, healthConsentColumns } from '../health-consent';
import { transcriptMail, enqueueChatMails } from './chat-mails';
import { isTeamOnline } from './chat-presence';
import { chatToken, readChatToken, setChatCookie } from './chat-token';
import { conversationRows, messagesOf, visitorViewOf, type ConversationRow } from './chat-views';
import { chatWrite, isoAt, lockedConversation, markRead, publishTyping, storeMessage, updateConversation } from './chat-writes';

type S = components['schemas'];

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

/** A new conversation with its first message; a blocked conversation's address cannot start one (403). */
export async function startConversation(deps: Deps, input: S['ChatStartInput'], clientKey: string, koa: Context) {
  const email = input.email.trim();
  const now = deps.config.clock.now();
  const row = await chatWrite(deps, async (trx, out, at) => {
    // A block holds for the address however it is written.
    const blocked = await conversationRows(trx).where('blocked', true).whereRaw('lower(visitor_email) = ?', [email.toLowerCase()]).first('id');
    if (blocked) throw new HttpError(403, CHAT_MESSAGES.blocked);
    // The chat takes no files: the consent is asked, not required, but a stale version is refused (ADR 0043).
    checkHealthConsent(input.healthDataConsentVersion, (await currentHealthConsent(trx, now)).version, false);
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
      ...healthConsentColumns(input.healthDataConsentVersion, at),
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
  assertChatText('text', text);
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
export const markReadByVisitor = (deps: Deps, conversation: ConversationRow, upTo: string) => markRead(deps, conversation.id, 'visitor', upTo);

/** `typing` is sent, never stored: it has no stream id and is not replayed. */
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
