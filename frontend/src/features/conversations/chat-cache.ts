// How one change of a conversation (a write's answer or an event of the team's stream) changes what the screen holds:
// pure functions over the cached list pages and the open conversation, so the stream and the writes agree and the
// rules are tested without a store.
import type { components } from '@shared/contract/schema';
import type { ChatConversation, ChatConversationDetail, ChatMessage } from '@shared/contract/chat';

type S = components['schemas'];
export type ChatListState = 'open' | 'waiting' | 'closed';

export interface ChatList {
  items: ChatConversation[];
  pagination: S['Pagination'];
}

/** Whether a conversation belongs under a state's tab: Open holds every open one, the waiting ones too. */
export function inState(c: Pick<ChatConversation, 'status' | 'waiting'>, state: ChatListState): boolean {
  if (state === 'closed') return c.status === 'closed';
  return c.status === 'open' && (state === 'open' || c.waiting);
}

const newestFirst = (a: ChatConversation, b: ChatConversation) => Date.parse(b.lastMessageAt) - Date.parse(a.lastMessageAt);

/**
 * A list page with the conversation's new summary: replaced where it is, removed when it left the page's state, and
 * on the first page placed by its latest activity when it joined it (a later page keeps its place until it is read
 * again, so rows do not jump between pages).
 */
export function placeInList(list: ChatList, state: ChatListState, page: number, c: ChatConversation): ChatList {
  const at = list.items.findIndex((x) => x._id === c._id);
  const belongs = inState(c, state);
  if (at < 0 && (!belongs || page !== 1)) return list;
  const others = list.items.filter((x) => x._id !== c._id);
  const items = belongs ? (page === 1 ? [...others, c].sort(newestFirst) : list.items.map((x) => (x._id === c._id ? c : x))) : others;
  const total = list.pagination.total + (at < 0 ? 1 : 0) - (belongs ? 0 : 1);
  const trimmed = page === 1 && items.length > list.pagination.limit ? items.slice(0, list.pagination.limit) : items;
  return { items: trimmed, pagination: { ...list.pagination, total, pages: Math.ceil(total / list.pagination.limit) } };
}

/** The conversation's summary after a new message (the same message twice counts once). */
export function summaryWithMessage<C extends ChatConversation>(c: C, m: ChatMessage): C {
  const known = c.lastMessage?._id === m._id || ('messages' in c && (c as unknown as ChatConversationDetail).messages.some((x) => x._id === m._id));
  if (known) return c;
  const newer = Date.parse(m.createdAt) >= Date.parse(c.lastMessageAt);
  return {
    ...c,
    messageCount: c.messageCount + 1,
    ...(newer ? { lastMessage: m, lastMessageAt: m.createdAt, waiting: c.status === 'open' && m.author === 'visitor' } : {}),
  };
}

const byTime = (a: ChatMessage, b: ChatMessage) => Date.parse(a.createdAt) - Date.parse(b.createdAt);

/** The open conversation with a new message in its place by time (a message already there is not added again). */
export function detailWithMessage(d: ChatConversationDetail, m: ChatMessage): ChatConversationDetail {
  if (d.messages.some((x) => x._id === m._id)) return d;
  return { ...summaryWithMessage({ ...d, messages: [] }, m), messages: [...d.messages, m].sort(byTime) };
}

/** The open conversation with the summary a write or a `conversation` event carried; its messages stay. */
export function detailWithSummary(d: ChatConversationDetail, c: ChatConversation): ChatConversationDetail {
  return { ...d, ...c, messages: d.messages, lastEventId: d.lastEventId };
}

/**
 * The open conversation after one side read the other's messages up to `upTo`: those messages are seen at `at`.
 * The team's reading also clears the unread count when it reached the newest visitor message.
 */
export function detailWithRead(d: ChatConversationDetail, e: S['ChatReadEvent']): ChatConversationDetail {
  const upTo = d.messages.find((m) => m._id === e.upTo);
  if (!upTo) return d;
  const other = e.by === 'team' ? 'visitor' : 'team';
  const messages = d.messages.map((m) => (m.author === other && !m.seenAt && byTime(m, upTo) <= 0 ? { ...m, seenAt: e.at } : m));
  const unreadCount = e.by === 'team' ? messages.filter((m) => m.author === 'visitor' && !m.seenAt).length : d.unreadCount;
  return { ...d, messages, unreadCount };
}

/** A conversation closed or reopened at `at` (a `closed` or `reopened` event). */
export function withStatus<C extends ChatConversation>(c: C, event: 'closed' | 'reopened', at: string): C {
  if (event === 'closed') return { ...c, status: 'closed', waiting: false, closedAt: at };
  const { closedAt: _closedAt, ...open } = c;
  return { ...open, status: 'open', waiting: c.lastMessage?.author === 'visitor' } as C;
}

/** The newest visitor message, which the team marks read up to. */
export function newestVisitorMessage(d: Pick<ChatConversationDetail, 'messages'>): ChatMessage | undefined {
  return d.messages.findLast((m) => m.author === 'visitor');
}
