// The demo conversations (shared/demo-content/chat.ts) written whole, with their events in the order demoChatEvents
// gives them (stream ids from 1), as the mocks seed them too.
import type { Knex } from 'knex';
import { demoChatEvents, demoSeenAt, type DemoChatConversation } from '@shared/demo-content';
import { adminFaces, toMessage, type ConversationRow, type MessageRow } from './chat-views';

/** The address a demo conversation's limits would count against. */
const DEMO_ADDRESS = 'demo';

export async function insertChatConversations(trx: Knex, conversations: readonly DemoChatConversation[]) {
  const admins = await adminFaces(
    trx,
    conversations.flatMap((c) => [c.assignedTo, ...c.messages.map((m) => m.adminId)]),
  );
  for (const c of conversations) {
    const last = c.messages[c.messages.length - 1]!;
    const lastReply = c.messages.findLastIndex((m) => m.author === 'team');
    const unanswered = c.messages.slice(lastReply + 1);
    const row: ConversationRow = {
      id: c._id,
      visitor_name: c.visitorName,
      visitor_email: c.visitorEmail,
      page: c.page,
      time_zone: c.timeZone ?? null,
      status: c.status,
      blocked: c.blocked,
      assigned_to: c.assignedTo ?? null,
      token_version: 1,
      created_at: c.createdAt,
      last_message_at: last.createdAt,
      last_author: last.author,
      waiting_since: unanswered[0]?.createdAt ?? null,
      closed_at: c.closedAt ?? null,
      team_read_upto: c.teamReadUpTo ?? null,
      visitor_read_upto: c.visitorReadUpTo ?? null,
      // The demo's waiting visitor counts as already announced, so a demo start emails no one.
      team_notified_upto: unanswered[unanswered.length - 1]?._id ?? null,
      created_from: DEMO_ADDRESS,
    };
    await trx('chat_conversations').insert(row);
  }
  let streamId = 0;
  for (const e of demoChatEvents(conversations)) {
    streamId += 1;
    const c = e.conversation;
    if (e.event === 'closed') {
      await trx('chat_events').insert({
        id: streamId,
        conversation_id: c._id,
        event: 'closed',
        data: JSON.stringify({ conversationId: c._id, at: e.at }),
        created_at: e.at,
      });
      continue;
    }
    const m = e.message;
    const row: MessageRow = {
      id: m._id,
      conversation_id: c._id,
      author: m.author,
      admin_id: m.adminId ?? null,
      text: m.text,
      created_at: m.createdAt,
      seen_at: demoSeenAt(c, e.index) ?? null,
      stream_id: streamId,
    };
    await trx('chat_events').insert({
      id: streamId,
      conversation_id: c._id,
      event: 'message',
      data: JSON.stringify({ conversationId: c._id, message: toMessage(row, c.visitorName, admins) }),
      created_at: m.createdAt,
    });
    await trx('chat_messages').insert(row);
  }
}
