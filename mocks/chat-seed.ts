// The chat's part of the mocks' demo dataset (mocks/db.ts seeds it): the demo conversations with each message's
// `seenAt`, and their events, derived from them: one `message` per message in order of time across every
// conversation (ids 1..N), then the closed conversation's `closed` (N+1). Nothing here reads the db, which is being
// made when this runs.
import { articleAuthorOf } from '@shared/contract/articles';
import type { ChatMessage, ChatStreamEvent } from '@shared/contract/chat';
import type { components } from '@shared/contract/schema';
import type { DemoChatConversation } from '@shared/demo-content';

type Admin = components['schemas']['Admin'];

/** A message as the mocks hold it: the demo's shape, plus when the other side read it. */
export interface StoredChatMessage {
  _id: string;
  author: 'visitor' | 'team';
  adminId?: string;
  text: string;
  createdAt: string;
  seenAt?: string;
}

export interface StoredChatConversation extends Omit<DemoChatConversation, 'messages'> {
  messages: StoredChatMessage[];
}

/** A stored event: its stream id, and the conversation it belongs to (a visitor's stream carries only its own). */
export interface StoredChatEvent {
  id: number;
  conversationId: string;
  event: ChatStreamEvent;
}

/** The demo conversations with each message's `seenAt` (the other side's read marker covers it) and their events. */
export function seedChat(conversations: DemoChatConversation[], admins: Admin[]) {
  const stored: StoredChatConversation[] = conversations.map((c) => {
    const at = (id?: string) => c.messages.findIndex((m) => m._id === id);
    const teamRead = at(c.teamReadUpTo);
    const visitorRead = at(c.visitorReadUpTo);
    return {
      ...c,
      messages: c.messages.map((m, i) => {
        const read = m.author === 'visitor' ? teamRead : visitorRead;
        const marker = c.messages[read];
        return i <= read && marker ? { ...m, seenAt: marker.createdAt } : { ...m };
      }),
    };
  });
  const all = stored.flatMap((c) => c.messages.map((m) => ({ c, m }))).sort((a, b) => Date.parse(a.m.createdAt) - Date.parse(b.m.createdAt));
  const events: StoredChatEvent[] = [];
  for (const { c, m } of all) {
    events.push({
      id: events.length + 1,
      conversationId: c._id,
      event: { event: 'message', data: { conversationId: c._id, message: chatMessageOf(c, m, admins) } },
    });
  }
  for (const c of stored.filter((x) => x.status === 'closed')) {
    events.push({ id: events.length + 1, conversationId: c._id, event: { event: 'closed', data: { conversationId: c._id, at: c.closedAt ?? c.createdAt } } });
  }
  for (const e of events) e.event.id = String(e.id);
  return { conversations: stored, events };
}

/** A stored message as the API shows it; a reply carries its admin's public name and photo. */
export function chatMessageOf(c: Pick<StoredChatConversation, '_id' | 'visitorName'>, m: StoredChatMessage, admins: Admin[]): ChatMessage {
  const admin = m.author === 'team' ? admins.find((a) => a._id === m.adminId) : undefined;
  const author = admin ? articleAuthorOf(admin) : undefined;
  return {
    _id: m._id,
    conversationId: c._id,
    author: m.author,
    authorName: m.author === 'visitor' ? c.visitorName : (author?.name ?? 'NovaGuide'),
    ...(author?.photo ? { authorPhoto: author.photo } : {}),
    text: m.text,
    createdAt: m.createdAt,
    ...(m.seenAt ? { seenAt: m.seenAt } : {}),
  };
}
