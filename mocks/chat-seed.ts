// The chat's part of the mocks' demo dataset (mocks/db.ts seeds it): the demo conversations with each message's
// `seenAt`, and their events in the order demoChatEvents gives them (ids from 1), as the database seed has them.
// Nothing here reads the db, which is being made when this runs.
import { articleAuthorOf } from '@shared/contract/articles';
import type { ChatMessage, ChatStreamEvent } from '@shared/contract/chat';
import type { components } from '@shared/contract/schema';
import { demoChatEvents, demoSeenAt, type DemoChatConversation } from '@shared/demo-content';

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
  /** The health-data consent its visitor gave with the first message (ADR 0043). */
  healthDataConsent?: components['schemas']['HealthDataConsent'];
}

/** A stored event: its stream id, and the conversation it belongs to (a visitor's stream carries only its own). */
export interface StoredChatEvent {
  id: number;
  conversationId: string;
  event: ChatStreamEvent;
}

/** The demo conversations with each message's `seenAt` (the other side's read marker covers it) and their events. */
export function seedChat(conversations: DemoChatConversation[], admins: Admin[]) {
  const stored: StoredChatConversation[] = conversations.map((c) => ({
    ...c,
    messages: c.messages.map((m, i) => {
      const seenAt = demoSeenAt(c, i);
      return seenAt ? { ...m, seenAt } : { ...m };
    }),
  }));
  const storedOf = new Map(stored.map((c) => [c._id, c]));
  const events: StoredChatEvent[] = demoChatEvents(conversations).map((e, i) => {
    const c = storedOf.get(e.conversation._id)!;
    const id = String(i + 1);
    return {
      id: i + 1,
      conversationId: c._id,
      event:
        e.event === 'message'
          ? { event: 'message', id, data: { conversationId: c._id, message: chatMessageOf(c, c.messages[e.index]!, admins) } }
          : { event: 'closed', id, data: { conversationId: c._id, at: e.at } },
    };
  });
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
