// The mocks' live chat store over the in-memory db (mocks/db.ts): conversations, the stored events with their stream
// ids, and the emitter the open streams listen on. A write is stored first, then emitted, as the server stores a
// message before it publishes it; `typing` is emitted only. Seeded from the demo conversations, whose events are
// derived from them: one `message` per message in order of time across every conversation (ids 1..N), then the closed
// conversation's `closed` (N+1).
import { HttpError } from '@shared/contract/http-error';
import { articleAuthorOf } from '@shared/contract/articles';
import { CHAT_MESSAGES, VISITOR_EVENTS, type ChatConversation, type ChatEventName, type ChatMessage, type ChatStreamEvent } from '@shared/contract/chat';
import { chatMessageOf, type StoredChatConversation, type StoredChatEvent, type StoredChatMessage } from './chat-seed';
import { db, newId, nowIso, randomToken } from './db';
import { givenHealthConsent } from './health-consent';

// ---------------------------------------------------------------------------------------------- the emitter

type Listener = (e: StoredChatEvent | { id?: undefined; conversationId: string; event: ChatStreamEvent }) => void;
const listeners = new Set<Listener>();

/** Listens to every event from now on (stored ones and typing); the answer stops listening. */
export function onChatEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(e: Parameters<Listener>[0]) {
  for (const listener of [...listeners]) listener(e);
}

/** Stores an event with the next stream id, then sends it to every open stream. */
function store<K extends ChatEventName>(conversationId: string, event: K, data: Extract<ChatStreamEvent, { event: K }>['data']) {
  const id = ++db.chatEventsUpTo;
  const stored: StoredChatEvent = { id, conversationId, event: { event, id: String(id), data } as ChatStreamEvent };
  db.chatEvents.push(stored);
  emit(stored);
  return stored;
}

/** The stored events after `after`, for one conversation (a visitor's stream) or all (the team's). */
export function eventsAfter(after: number, conversationId?: string): StoredChatEvent[] {
  return db.chatEvents.filter(
    (e) => e.id > after && (conversationId === undefined || (e.conversationId === conversationId && VISITOR_EVENTS.has(e.event.event))),
  );
}

export const lastEventId = () => String(db.chatEventsUpTo);

// -------------------------------------------------------------------------------------------- presence

// The open streams are counted in the db (db.chatStreams), so a reset forgets them with everything else.
let onlineByDefault = false;

/** The browser's mocks say a planner is online even with no team stream open, so the widget's demo shows "online". */
export function setChatOnlineByDefault(on: boolean) {
  onlineByDefault = on;
}

/** Counts a stream open for `holder` (429 past the limit); the answer closes it. */
export function openStream(holder: string, limit: number, message: string): () => void {
  const open = db.chatStreams.get(holder) ?? new Set<symbol>();
  if (open.size >= limit) throw new HttpError(429, message);
  const me = Symbol(holder);
  open.add(me);
  db.chatStreams.set(holder, open);
  return () => open.delete(me);
}

const TEAM = 'team:';
export const teamHolder = (adminId: string) => `${TEAM}${adminId}`;
export const teamOnline = () => onlineByDefault || [...db.chatStreams].some(([holder, open]) => holder.startsWith(TEAM) && open.size > 0);
const visitorOnline = (conversationId: string) => (db.chatStreams.get(conversationId)?.size ?? 0) > 0;

// ---------------------------------------------------------------------------------------------- reading

const adminOf = (id?: string) => db.admins.find((a) => a.admin._id === id)?.admin;

export const messageOf = (c: Pick<StoredChatConversation, '_id' | 'visitorName'>, m: StoredChatMessage): ChatMessage =>
  chatMessageOf(
    c,
    m,
    db.admins.map((a) => a.admin),
  );

/** The visitor messages after the team's read marker. */
function unreadOf(c: StoredChatConversation) {
  const read = c.messages.findIndex((m) => m._id === c.teamReadUpTo);
  return c.messages.slice(read + 1).filter((m) => m.author === 'visitor').length;
}

export function summaryOf(c: StoredChatConversation): ChatConversation {
  const last = c.messages.at(-1);
  const assignee = adminOf(c.assignedTo);
  return {
    _id: c._id,
    visitorName: c.visitorName,
    visitorEmail: c.visitorEmail,
    page: c.page,
    ...(c.timeZone ? { timeZone: c.timeZone } : {}),
    status: c.status,
    waiting: c.status === 'open' && last?.author === 'visitor',
    blocked: c.blocked,
    visitorOnline: visitorOnline(c._id),
    ...(assignee ? { assignedTo: { _id: assignee._id, name: articleAuthorOf(assignee).name } } : {}),
    unreadCount: unreadOf(c),
    messageCount: c.messages.length,
    ...(last ? { lastMessage: messageOf(c, last) } : {}),
    createdAt: c.createdAt,
    lastMessageAt: last?.createdAt ?? c.createdAt,
    ...(c.closedAt && c.status === 'closed' ? { closedAt: c.closedAt } : {}),
    ...(c.healthDataConsent ? { healthDataConsent: c.healthDataConsent } : {}),
  };
}

/** The token of the conversation's "continue the conversation" link (made once, then the same one). */
export function resumeTokenOf(conversationId: string): string {
  for (const [token, id] of db.chatResumeTokens) if (id === conversationId) return token;
  const token = `${conversationId}.${randomToken()}`;
  db.chatResumeTokens.set(token, conversationId);
  return token;
}

export function conversationById(id: string) {
  const c = db.chatConversations.find((x) => x._id === id);
  if (!c) throw new HttpError(404, 'Conversation not found');
  return c;
}

export const visitorView = (c: StoredChatConversation) => ({
  _id: c._id,
  visitorName: c.visitorName,
  visitorEmail: c.visitorEmail,
  status: c.status,
  blocked: c.blocked,
  messages: c.messages.map((m) => messageOf(c, m)),
  lastEventId: lastEventId(),
  createdAt: c.createdAt,
});

/** The team's figures over every conversation (unread counts the open ones only). */
export function chatSummary() {
  const all = db.chatConversations.map(summaryOf);
  return {
    open: all.filter((c) => c.status === 'open').length,
    waiting: all.filter((c) => c.waiting).length,
    unread: all.filter((c) => c.status === 'open').reduce((n, c) => n + c.unreadCount, 0),
    closed: all.filter((c) => c.status === 'closed').length,
  };
}

// ---------------------------------------------------------------------------------------------- tokens

/** A new conversation token (random here, kept in the db; the server's are signed) for `conversationId`. */
export function issueToken(conversationId: string) {
  const token = `${conversationId}.${randomToken()}`;
  db.chatTokens.set(token, conversationId);
  return token;
}

/** The conversation a visitor's cookie names; a missing or unknown token is 401 naming the cookie. */
export function conversationOfToken(token: string | undefined, cookieName: string) {
  const id = token ? db.chatTokens.get(token) : undefined;
  const c = id ? db.chatConversations.find((x) => x._id === id) : undefined;
  if (!c) throw new HttpError(401, CHAT_MESSAGES.noConversation, [{ field: cookieName, message: token ? 'is not valid' : 'is required' }]);
  return c;
}

// ---------------------------------------------------------------------------------------------- writes

const conversationEvent = (c: StoredChatConversation) => store(c._id, 'conversation', { conversation: summaryOf(c) });

export function startConversation(input: { name: string; email: string; message: string; page: string; timeZone?: string; healthDataConsentVersion?: number }) {
  const at = nowIso();
  const c: StoredChatConversation = {
    _id: newId(),
    visitorName: input.name,
    visitorEmail: input.email,
    page: input.page,
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
    status: 'open',
    blocked: false,
    createdAt: at,
    ...givenHealthConsent(input.healthDataConsentVersion),
    messages: [],
  };
  db.chatConversations.push(c);
  addMessage(c, { author: 'visitor', text: input.message.trim() });
  return c;
}

/** Stores a message and sends its `message` event (and, for a visitor's, the conversation's new summary). */
export function addMessage(c: StoredChatConversation, m: { author: 'visitor' | 'team'; adminId?: string; text: string }) {
  if (m.author === 'visitor' && c.status === 'closed') reopen(c);
  const message: StoredChatMessage = { _id: newId(), ...m, createdAt: nowIso() };
  c.messages.push(message);
  store(c._id, 'message', { conversationId: c._id, message: messageOf(c, message) });
  if (m.author === 'visitor') {
    conversationEvent(c);
    for (const hook of afterVisitorMessage) hook(c);
  }
  return message;
}

/** Marks the other side's messages up to `upTo` seen by `by`; an id that is not the other side's is 400 naming it. */
export function markRead(c: StoredChatConversation, by: 'visitor' | 'team', upTo: string) {
  const index = c.messages.findIndex((m) => m._id === upTo);
  if (index < 0) throw new HttpError(400, 'upTo is not a message of this conversation', [{ field: 'upTo', message: 'is not a message of this conversation' }]);
  const at = nowIso();
  for (const m of c.messages.slice(0, index + 1)) if (m.author !== by && !m.seenAt) m.seenAt = at;
  if (by === 'team') c.teamReadUpTo = upTo;
  else c.visitorReadUpTo = upTo;
  store(c._id, 'read', { conversationId: c._id, by, upTo, at });
  if (by === 'team') conversationEvent(c);
}

export function typing(c: StoredChatConversation, by: 'visitor' | 'team') {
  emit({ conversationId: c._id, event: { event: 'typing', data: { conversationId: c._id, by } } });
}

export function close(c: StoredChatConversation) {
  if (c.status === 'closed') return;
  c.status = 'closed';
  c.closedAt = nowIso();
  store(c._id, 'closed', { conversationId: c._id, at: c.closedAt });
}

export function reopen(c: StoredChatConversation) {
  if (c.status === 'open') return;
  c.status = 'open';
  delete c.closedAt;
  store(c._id, 'reopened', { conversationId: c._id, at: nowIso() });
}

export function assign(c: StoredChatConversation, adminId: string | null) {
  if (adminId === null) delete c.assignedTo;
  else {
    if (!adminOf(adminId)) throw new HttpError(400, 'adminId is not an admin', [{ field: 'adminId', message: 'is not an admin' }]);
    c.assignedTo = adminId;
  }
  conversationEvent(c);
}

export function block(c: StoredChatConversation, blocked: boolean) {
  c.blocked = blocked;
  if (blocked) close(c);
  conversationEvent(c);
}

/** Whether `email` belongs to a blocked conversation (it may not start another). */
export const emailBlocked = (email: string) => db.chatConversations.some((c) => c.blocked && c.visitorEmail.toLowerCase() === email.trim().toLowerCase());

/** Whether the visitor has a stream open now (a reply written while they have none would be emailed). */
export const isVisitorOnline = visitorOnline;

// ------------------------------------------------------------------------------------------ demo planner

const afterVisitorMessage = new Set<(c: StoredChatConversation) => void>();

/** Replies the browser's demo planner gives, in turn. */
const CANNED_REPLIES = [
  'Thanks for your message! A planner is looking at it now.',
  'Yes, we plan for that system. Send the CBCT as DICOM and the scan as STL, and we will take it from there.',
  'Good question. Our planners usually answer within a few minutes during office hours.',
];

/**
 * The browser's "demo planner" (`npm run dev`, Storybook): about 1.5 s after a visitor's message, a demo admin
 * answers with a short canned reply through the same path as a real reply, so the widget shows it arriving live.
 * The Node mocks (the contract suites) have none: there every reply is one the test writes.
 */
export function startDemoPlanner(delayMs = 1500): () => void {
  let turn = 0;
  const hook = (c: StoredChatConversation) => {
    setTimeout(() => {
      const planner = db.admins.find((a) => a.admin.status === 'active')?.admin;
      if (!planner || c.status === 'closed' || c.blocked || !db.chatConversations.includes(c)) return;
      addMessage(c, { author: 'team', adminId: planner._id, text: CANNED_REPLIES[turn++ % CANNED_REPLIES.length] });
    }, delayMs);
  };
  afterVisitorMessage.add(hook);
  return () => afterVisitorMessage.delete(hook);
}
