// The stories' answers to the team's chat calls and its stream, until the mocks answer them: the demo conversations
// in a list each story starts afresh, filtered and paged as openapi.yaml's listChatConversations says, the writes kept
// in it and sent on the stream as the server sends them. A story replaces one call with its own state.
import { delay, http, HttpResponse, sse } from 'msw';
import { articleAuthorOf } from '@shared/contract/articles';
import {
  CHAT_MESSAGES,
  chatStateOf,
  chatTextProblem,
  type ChatConversation,
  type ChatConversationDetail,
  type ChatMessage,
  type ChatStreamEvent,
} from '@shared/contract/chat';
import type { components } from '@shared/contract/schema';
import { demoData, demoSeenAt } from '@shared/demo-content';
import type { DemoChatConversation } from '@shared/demo-content/chat';

type S = components['schemas'];
type Send = (e: ChatStreamEvent) => void;

const adminName = (id: string) => articleAuthorOf(demoData.demoAdmins.find((a) => a.admin._id === id)!.admin).name;

/** A demo conversation as the team's read answers it. */
function detailOf(c: DemoChatConversation): ChatConversationDetail {
  const messages: ChatMessage[] = c.messages.map((m, i) => {
    const seenAt = demoSeenAt(c, i);
    return {
      _id: m._id,
      conversationId: c._id,
      author: m.author,
      authorName: m.author === 'team' ? adminName(m.adminId!) : c.visitorName,
      text: m.text,
      createdAt: m.createdAt,
      ...(seenAt ? { seenAt } : {}),
    };
  });
  const last = messages[messages.length - 1];
  return {
    _id: c._id,
    visitorName: c.visitorName,
    visitorEmail: c.visitorEmail,
    page: c.page,
    ...(c.timeZone ? { timeZone: c.timeZone } : {}),
    status: c.status,
    waiting: c.status === 'open' && last.author === 'visitor',
    blocked: c.blocked,
    visitorOnline: c.status === 'open',
    ...(c.assignedTo ? { assignedTo: { _id: c.assignedTo, name: adminName(c.assignedTo) } } : {}),
    unreadCount: messages.filter((m) => m.author === 'visitor' && !m.seenAt).length,
    messageCount: messages.length,
    lastMessage: last,
    createdAt: c.createdAt,
    lastMessageAt: last.createdAt,
    ...(c.closedAt ? { closedAt: c.closedAt } : {}),
    messages,
    lastEventId: '8',
  };
}

let conversations: ChatConversationDetail[] = [];
let streamId = 8;
const clients = new Set<Send>();

/** The demo conversations as the team's reads answer them at the start of a story. */
export const demoConversations = () => demoData.chatConversations.map(detailOf);

/** Starts a story from the demo conversations (or `list`), with nobody listening yet. */
export function resetConversations(list: ChatConversationDetail[] = demoConversations()) {
  conversations = structuredClone(list);
  streamId = 8;
  clients.clear();
}

export const summaryOf = ({ messages: _m, lastEventId: _l, ...c }: ChatConversationDetail): ChatConversation => c;
const json = (data: unknown, status = 200) => HttpResponse.json(data as Record<string, unknown>, { status });
export const refusal = (status: number, message: string, errors?: { field: string; message: string }[]) =>
  json({ success: false, message, ...(errors && { errors }) }, status);
/** A call that never answers: the screen stays in its loading or sending state. */
export const never = () => delay('infinite');

/** Sends a stored event (the next stream id) to every open team stream; typing goes without an id. */
export function broadcast(e: Omit<ChatStreamEvent, 'id'>) {
  const event = (e.event === 'typing' ? e : { ...e, id: String(++streamId) }) as ChatStreamEvent;
  for (const send of clients) send(event);
}

/** A visitor's message into a conversation, stored and sent as the server sends it (the message, then the conversation). */
export function visitorWrites(id: string, text: string) {
  const c = conversations.find((x) => x._id === id)!;
  const message: ChatMessage = {
    _id: `66500000000000000000e${String(c.messages.length + 100)}`,
    conversationId: id,
    author: 'visitor',
    authorName: c.visitorName,
    text,
    createdAt: new Date().toISOString(),
  };
  Object.assign(c, {
    messages: [...c.messages, message],
    lastMessage: message,
    lastMessageAt: message.createdAt,
    waiting: true,
    unreadCount: c.unreadCount + 1,
    messageCount: c.messageCount + 1,
  });
  broadcast({ event: 'message', data: { conversationId: id, message } });
  broadcast({ event: 'conversation', data: { conversation: summaryOf(c) } });
}

const find = (id: unknown) => conversations.find((c) => c._id === id);
const notFound = () => refusal(404, 'Conversation not found');
const summary = (): S['ChatSummary'] => ({
  open: conversations.filter((c) => c.status === 'open').length,
  waiting: conversations.filter((c) => chatStateOf(c) === 'waiting').length,
  unread: conversations.filter((c) => c.status === 'open').reduce((n, c) => n + c.unreadCount, 0),
  closed: conversations.filter((c) => c.status === 'closed').length,
});

const list = http.get('*/api/chat/conversations', ({ request }) => {
  const q = new URL(request.url).searchParams;
  const state = q.get('state');
  const page = Number(q.get('page') ?? 1);
  const limit = Number(q.get('limit') ?? 10);
  const found = conversations
    .filter((c) => !state || (state === 'open' ? c.status === 'open' : chatStateOf(c) === state))
    .sort((a, b) => Date.parse(b.lastMessageAt) - Date.parse(a.lastMessageAt));
  const data = found.slice((page - 1) * limit, page * limit).map(summaryOf);
  return json({ success: true, data, pagination: { page, limit, total: found.length, pages: Math.ceil(found.length / limit) } });
});
const getSummary = http.get('*/api/chat/summary', () => json({ success: true, data: summary() }));
const getOne = http.get('*/api/chat/conversations/:id', ({ params }) => {
  const c = find(params.id);
  return c ? json({ success: true, data: c }) : notFound();
});

const reply = http.post('*/api/chat/conversations/:id/messages', async ({ params, request }) => {
  const c = find(params.id);
  if (!c) return notFound();
  const { text } = (await request.json()) as { text: string };
  const problem = chatTextProblem(text);
  if (problem) return refusal(400, 'Validation failed', [{ field: 'text', message: problem }]);
  if (c.status === 'closed') return refusal(409, CHAT_MESSAGES.closed);
  const message: ChatMessage = {
    _id: `66500000000000000000f${String(c.messages.length + 100)}`,
    conversationId: c._id,
    author: 'team',
    authorName: adminName(demoData.demoAdmins[0].admin._id),
    text: text.trim(),
    createdAt: new Date().toISOString(),
  };
  Object.assign(c, {
    messages: [...c.messages, message],
    lastMessage: message,
    lastMessageAt: message.createdAt,
    waiting: false,
    messageCount: c.messageCount + 1,
  });
  broadcast({ event: 'message', data: { conversationId: c._id, message } });
  return json({ success: true, data: message }, 201);
});

const read = http.post('*/api/chat/conversations/:id/read', async ({ params, request }) => {
  const c = find(params.id);
  if (!c) return notFound();
  const { upTo } = (await request.json()) as { upTo: string };
  const at = new Date().toISOString();
  c.messages = c.messages.map((m) => (m.author === 'visitor' && !m.seenAt ? { ...m, seenAt: at } : m));
  c.unreadCount = 0;
  broadcast({ event: 'read', data: { conversationId: c._id, by: 'team', upTo, at } });
  broadcast({ event: 'conversation', data: { conversation: summaryOf(c) } });
  return new HttpResponse(null, { status: 204 });
});
const typing = http.post('*/api/chat/conversations/:id/typing', ({ params }) => (find(params.id) ? new HttpResponse(null, { status: 204 }) : notFound()));

/** A write that changes the conversation's summary and answers it. */
const change = (path: string, apply: (c: ChatConversationDetail, body: Record<string, unknown>) => Omit<ChatStreamEvent, 'id'> | undefined) =>
  http.post(`*/api/chat/conversations/:id/${path}`, async ({ params, request }) => {
    const c = find(params.id);
    if (!c) return notFound();
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    const event = apply(c, body);
    if (event) broadcast(event);
    broadcast({ event: 'conversation', data: { conversation: summaryOf(c) } });
    return json({ success: true, data: summaryOf(c) });
  });
const closeIt = (c: ChatConversationDetail) => {
  const at = new Date().toISOString();
  Object.assign(c, { status: 'closed', waiting: false, closedAt: at });
  return { event: 'closed' as const, data: { conversationId: c._id, at } };
};
const assign = change('assign', (c, { adminId }) => {
  if (adminId) c.assignedTo = { _id: String(adminId), name: adminName(String(adminId)) };
  else delete c.assignedTo;
  return undefined;
});
const close = change('close', (c) => (c.status === 'open' ? closeIt(c) : undefined));
const reopen = change('reopen', (c) => {
  if (c.status === 'open') return undefined;
  Object.assign(c, { status: 'open', waiting: c.lastMessage?.author === 'visitor' });
  delete c.closedAt;
  return { event: 'reopened', data: { conversationId: c._id, at: new Date().toISOString() } };
});
const block = change('block', (c, { blocked }) => {
  c.blocked = !!blocked;
  return blocked && c.status === 'open' ? closeIt(c) : undefined;
});

/** The team's stream: each open one gets every event `broadcast` sends. */
const stream = sse('*/api/chat/events', ({ client, request }) => {
  const send: Send = (e) => client.send({ ...(e.id ? { id: e.id } : {}), event: e.event, data: JSON.stringify(e.data) } as never);
  clients.add(send);
  request.signal.addEventListener('abort', () => clients.delete(send));
});

/** The chat's handlers under the preview's `chat` key (a story's own first, e.g. a failing call). */
export const chatHandlers = (...first: ReturnType<typeof http.get>[]) => ({
  chat: [...first, list, getSummary, getOne, reply, read, typing, assign, close, reopen, block, stream],
});
