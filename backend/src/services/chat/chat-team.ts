// The live chat's calls for the team (ADR 0041): the list and its counts, a conversation, the reply (emailed to a
// visitor who has left, with the link that opens the conversation again), read marks, typing, assignment, close,
// reopen and block; the last four are in the activity log, without a word of what was said.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { assertChatText, CHAT_MESSAGES } from '@shared/contract/chat';
import { pageOf, paginationOf } from '@shared/contract/list-rules';
import { bool } from '../../db/rows';
import type { Deps } from '../../route';
import { recordActivity } from '../activity';
import { replyMail, enqueueChatMails } from './chat-mails';
import { isVisitorOnline } from './chat-presence';
import { resumeTokenOf } from './chat';
import { conversationRows, detailOf, summariesOf, summaryOf, unreadCounts, type ConversationRow } from './chat-views';
import { chatWrite, findConversation, lockedConversation, markRead, publishTyping, storeMessage, updateConversation, type Outbox } from './chat-writes';

type S = components['schemas'];

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
  assertChatText('text', text);
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
