import { describe, expect, it } from 'vitest';
import type { ChatConversation, ChatConversationDetail, ChatMessage } from '@shared/contract/chat';
import { detailWithMessage, detailWithRead, inState, placeInList, summaryWithMessage, withStatus, type ChatList } from './chat-cache';

const conversation = (id: string, lastMessageAt: string, over: Partial<ChatConversation> = {}): ChatConversation => ({
  _id: id,
  visitorName: `Visitor ${id}`,
  visitorEmail: `${id}@example.com`,
  page: '/',
  status: 'open',
  waiting: true,
  blocked: false,
  unreadCount: 1,
  messageCount: 1,
  createdAt: lastMessageAt,
  lastMessageAt,
  ...over,
});
const message = (id: string, author: 'visitor' | 'team', createdAt: string): ChatMessage => ({
  _id: id,
  conversationId: 'c',
  author,
  authorName: author,
  text: id,
  createdAt,
});
const list = (items: ChatConversation[], limit = 20): ChatList => ({ items, pagination: { page: 1, limit, total: items.length, pages: 1 } });

describe('the Conversations cache rules', () => {
  it('puts the waiting ones under Open and Waiting, the closed ones under Closed', () => {
    const waiting = conversation('a', '2026-11-01T10:00:00Z');
    const answered = { ...waiting, waiting: false };
    expect([inState(waiting, 'open'), inState(waiting, 'waiting'), inState(waiting, 'closed')]).toEqual([true, true, false]);
    expect([inState(answered, 'open'), inState(answered, 'waiting')]).toEqual([true, false]);
    expect(inState({ status: 'closed', waiting: false }, 'closed')).toBe(true);
  });

  it('moves a conversation with new activity to the top of the first page, once', () => {
    const a = conversation('a', '2026-11-02T10:00:00Z');
    const b = conversation('b', '2026-11-01T10:00:00Z');
    const newer = { ...b, lastMessageAt: '2026-11-03T10:00:00Z' };
    const placed = placeInList(list([a, b]), 'open', 1, newer);
    expect(placed.items.map((c) => c._id)).toEqual(['b', 'a']);
    expect(placed.pagination.total).toBe(2);
    expect(placeInList(placed, 'open', 1, newer)).toEqual(placed);
  });

  it('adds a conversation that joined the state and removes one that left it, counting both', () => {
    const a = conversation('a', '2026-11-02T10:00:00Z');
    const started = conversation('n', '2026-11-04T10:00:00Z');
    expect(placeInList(list([a]), 'waiting', 1, started).pagination.total).toBe(2);
    const answered = { ...a, waiting: false };
    const left = placeInList(list([a]), 'waiting', 1, answered);
    expect(left.items).toEqual([]);
    expect(left.pagination.total).toBe(0);
    // A later page does not take in newcomers (they belong on the first).
    expect(placeInList({ ...list([a]), pagination: { page: 2, limit: 1, total: 2, pages: 2 } }, 'open', 2, started).items).toEqual([a]);
  });

  it('counts a message once and makes the conversation wait only for a visitor message', () => {
    const c = conversation('a', '2026-11-01T10:00:00Z', { waiting: false });
    const fromVisitor = message('m1', 'visitor', '2026-11-02T10:00:00Z');
    const once = summaryWithMessage(c, fromVisitor);
    expect(once).toMatchObject({ messageCount: 2, waiting: true, lastMessageAt: fromVisitor.createdAt });
    expect(summaryWithMessage(once, fromVisitor)).toBe(once);
    expect(summaryWithMessage(once, message('m2', 'team', '2026-11-03T10:00:00Z')).waiting).toBe(false);
  });

  it('keeps the open conversation in time order and marks what the other side read', () => {
    const first = message('m1', 'visitor', '2026-11-01T10:00:00Z');
    const d: ChatConversationDetail = { ...conversation('c', first.createdAt, { unreadCount: 2, messageCount: 1 }), messages: [first], lastEventId: '1' };
    const second = message('m2', 'visitor', '2026-11-01T10:01:00Z');
    const withBoth = detailWithMessage(detailWithMessage(d, second), second);
    expect(withBoth.messages.map((m) => m._id)).toEqual(['m1', 'm2']);
    const read = detailWithRead(withBoth, { conversationId: 'c', by: 'team', upTo: 'm1', at: '2026-11-01T10:05:00Z' });
    expect(read.messages.map((m) => m.seenAt)).toEqual(['2026-11-01T10:05:00Z', undefined]);
    expect(read.unreadCount).toBe(1);
    // The visitor reading marks the team's messages, not their own.
    expect(detailWithRead(withBoth, { conversationId: 'c', by: 'visitor', upTo: 'm2', at: 'x' })).toEqual(withBoth);
  });

  it('closes and reopens, waiting again when the visitor wrote last', () => {
    const c = conversation('a', '2026-11-01T10:00:00Z', { lastMessage: message('m1', 'visitor', '2026-11-01T10:00:00Z') });
    const closed = withStatus(c, 'closed', '2026-11-02T00:00:00Z');
    expect(closed).toMatchObject({ status: 'closed', waiting: false, closedAt: '2026-11-02T00:00:00Z' });
    const reopened = withStatus(closed, 'reopened', '2026-11-03T00:00:00Z');
    expect(reopened).toMatchObject({ status: 'open', waiting: true });
    expect(reopened).not.toHaveProperty('closedAt');
  });
});
