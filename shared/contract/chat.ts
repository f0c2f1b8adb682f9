// The live chat's rules (ADR 0041): the texts visitors and admins see, the limits, what a message may hold and how
// its links are shown, and the server-sent-events framing of the streams. The server, the mocks and the pages all
// follow these, so a rule is written once.
import { HttpError } from './http-error';
import type { components } from './schema';

type S = components['schemas'];
export type ChatMessage = S['ChatMessage'];
export type ChatConversation = S['ChatConversation'];
export type ChatVisitorConversation = S['ChatVisitorConversation'];
export type ChatConversationDetail = S['ChatConversationDetail'];
export type ChatSummary = S['ChatSummary'];
export type ChatAuthor = S['ChatAuthor'];

export const CHAT_MESSAGES = {
  off: 'The chat is not available.',
  noConversation: 'Start a conversation first.',
  blocked: 'This conversation is closed to new messages.',
  closed: 'This conversation is closed. Reopen it to reply.',
  honeypot: 'Your message could not be sent.',
  transcriptQueued: 'The transcript is on its way to your inbox.',
  resumeInvalid: 'This link is not valid any more. Please start a new conversation.',
  tooManyMessages: 'You are sending messages too quickly. Please wait a minute.',
  tooManyStreams: 'Too many chat windows are open. Close one and try again.',
  lastEventIdInvalid: 'must be a stream id (digits)',
  /** What the widget says when no admin is online. */
  offlineNotice: 'Our planners are away right now. Leave your question and we will answer by email.',
  emptyText: 'Please write a message.',
  tooLong: 'Messages are at most 5,000 characters.',
  noHtml: 'Messages are plain text; HTML is not allowed.',
  badLink: 'Links must start with http:// or https://.',
} as const;

export const CHAT_LIMITS = {
  textMax: 5000,
  /** Streams one conversation (or one admin) may hold open at once. */
  streamsPerHolder: 10,
  /** Events a reconnecting stream is sent from the database at most; a client further behind reads the conversation again. */
  replayMax: 1000,
  /** The comment line that keeps a stream's connection open through proxies. */
  heartbeatMs: 25_000,
  /** The reconnection delay a stream asks for at its start, and the shorter one an instance that is stopping asks for. */
  retryMs: 3000,
  drainRetryMs: 500,
} as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The chat's abuse limits, counted by client address (the trusted-proxy rule's) or by conversation. */
export const CHAT_RATE_LIMITS = {
  startPerAddress: { maxRequests: 5, windowMs: HOUR },
  messagesPerConversation: { maxRequests: 20, windowMs: MINUTE },
  messagesPerAddress: { maxRequests: 60, windowMs: MINUTE },
  typingPerConversation: { maxRequests: 120, windowMs: MINUTE },
  transcriptsPerConversation: { maxRequests: 3, windowMs: HOUR },
  resumesPerAddress: { maxRequests: 20, windowMs: 15 * MINUTE },
} as const;

/** The cookie that carries a visitor's conversation token (HttpOnly; Path /api/chat/visitor). */
export const CHAT_COOKIE = 'novaguide_chat';
export const CHAT_COOKIE_PATH = '/api/chat/visitor';
export const CHAT_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
/** The query parameter of the home page an email's "continue the conversation" link carries. */
export const CHAT_RESUME_PARAM = 'chat';

// ------------------------------------------------------------------------------------------ message text

const HTML_TAG = /<\s*\/?\s*[a-z!][^>]*>/i;
// A scheme other than http(s) at a word's start (javascript:, vbscript:, or data: with a media type), once the control characters a
// browser drops from an address (a tab or a newline inside "java\tscript:") are taken out.
const BAD_SCHEME = /(^|[^a-z0-9+.-])((javascript|vbscript):|data:[a-z]+\/)/i;
const withoutControls = (text: string) => Array.from(text, (c) => (c.charCodeAt(0) < 0x20 ? '' : c)).join('');

/** What is wrong with a message's text (the problem's message), or undefined when it may be sent. */
export function chatTextProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return CHAT_MESSAGES.emptyText;
  if (trimmed.length > CHAT_LIMITS.textMax) return CHAT_MESSAGES.tooLong;
  if (HTML_TAG.test(trimmed)) return CHAT_MESSAGES.noHtml;
  if (BAD_SCHEME.test(withoutControls(trimmed))) return CHAT_MESSAGES.badLink;
  return undefined;
}

/** Refuses a message's text that may not be sent: 400 naming `field` with the problem. */
export function assertChatText(field: string, text: string): void {
  const problem = chatTextProblem(text);
  if (problem) throw new HttpError(400, problem, [{ field, message: problem }]);
}

/** The checks of a start that come before any limit is counted: the honeypot, then the first message's text. */
export function assertChatStart(input: { message: string; website?: string }): void {
  if (input.website) throw new HttpError(400, CHAT_MESSAGES.honeypot, [{ field: 'website', message: CHAT_MESSAGES.honeypot }]);
  assertChatText('message', input.message);
}

export type ChatTextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const LINK = /\b(https?:\/\/[^\s<>"']+|www\.[^\s<>"']+)/gi;

/** A message's text as text and links (http and https only), for a page to show as text nodes and anchors. */
export function chatTextParts(text: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    // Punctuation that ends a sentence is not part of the link.
    const raw = m[0].replace(/[.,;:!?)\]]+$/, '');
    const at = m.index ?? 0;
    if (at > last) parts.push({ kind: 'text', text: text.slice(last, at) });
    parts.push({ kind: 'link', text: raw, href: raw.toLowerCase().startsWith('www.') ? `https://${raw}` : raw });
    last = at + raw.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

// ------------------------------------------------------------------------------------- the event streams

export type ChatEventName = 'message' | 'read' | 'typing' | 'closed' | 'reopened' | 'conversation';

export interface ChatEventData {
  message: S['ChatMessageEvent'];
  read: S['ChatReadEvent'];
  typing: S['ChatTypingEvent'];
  closed: S['ChatStatusEvent'];
  reopened: S['ChatStatusEvent'];
  conversation: S['ChatConversationEvent'];
}

/** One event of a stream: stored ones have an id (a stream id, increasing); typing has none. */
export type ChatStreamEvent = { [K in ChatEventName]: { event: K; id?: string; data: ChatEventData[K] } }[ChatEventName];

/** The events a visitor's stream carries (the team's carries every one). */
export const VISITOR_EVENTS: ReadonlySet<ChatEventName> = new Set(['message', 'read', 'typing', 'closed', 'reopened']);

/**
 * Whether a stream carries an event: a visitor's stream, its own conversation's VISITOR_EVENTS; the team's, every
 * event; neither carries its own side's `typing` (it goes to the other side only).
 */
export function streamCarries(holder: { side: ChatAuthor; conversationId?: string }, e: { conversationId: string; event: string; data: unknown }): boolean {
  if (e.event === 'typing' && (e.data as { by?: string } | undefined)?.by === holder.side) return false;
  return holder.side === 'team' || (e.conversationId === holder.conversationId && VISITOR_EVENTS.has(e.event as ChatEventName));
}

/** One event as server-sent-events text. */
export function sseFrame(e: { event: string; id?: string; data: unknown }): string {
  return `${e.id === undefined ? '' : `id: ${e.id}\n`}event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;
}

/** The frame that opens a stream: the reconnection delay and a comment line (so the client sees it is open). */
export const sseOpening = (retryMs: number = CHAT_LIMITS.retryMs) => `retry: ${retryMs}\n: connected\n\n`;

/**
 * The events of a stream's text, as the WHATWG parser reads them: `data` lines joined, comment lines skipped, frames
 * without data dropped; `retry` values are collected apart. A frame's data that is not JSON is kept as text.
 */
export function parseSse(text: string): { events: { event: string; id?: string; data: unknown }[]; retries: number[] } {
  const events: { event: string; id?: string; data: unknown }[] = [];
  const retries: number[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split('\n\n')) {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry' && /^\d+$/.test(value)) retries.push(Number(value));
    }
    if (!data.length) continue;
    const raw = data.join('\n');
    let parsed: unknown = raw;
    try {
      parsed = JSON.parse(raw);
    } catch {
      /* kept as text */
    }
    events.push({ event, ...(id === undefined ? {} : { id }), data: parsed });
  }
  return { events, retries };
}

/** A Last-Event-ID (or `after`) as a number: undefined when absent, NaN when it is not a stream id. */
export function streamIdOf(value: string | number | null | undefined): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const s = String(value).trim();
  return /^\d{1,20}$/.test(s) && Number.isSafeInteger(Number(s)) ? Number(s) : Number.NaN;
}

/**
 * Where a stream starts: after the `Last-Event-ID` header's id, else after the `after` query parameter's; undefined
 * when neither is sent. One that is not a stream id is refused, 400 naming it.
 */
export function streamCursorOf(lastEventId: string | undefined, after: unknown): number | undefined {
  const field = lastEventId ? 'Last-Event-ID' : 'after';
  const id = streamIdOf(lastEventId ? lastEventId : (after as string | number | undefined));
  if (Number.isNaN(id)) throw new HttpError(400, `${field} ${CHAT_MESSAGES.lastEventIdInvalid}`, [{ field, message: CHAT_MESSAGES.lastEventIdInvalid }]);
  return id;
}

/** The id a stream's replay starts after: the cursor, or the newest event when there is none or it is past the newest. */
export const replayFloor = (cursor: number | undefined, newest: number) => (cursor === undefined ? newest : Math.min(cursor, newest));

/** The conversation's state in the list's filter. */
export function chatStateOf(c: Pick<ChatConversation, 'status' | 'waiting'>): 'waiting' | 'open' | 'closed' {
  return c.status === 'closed' ? 'closed' : c.waiting ? 'waiting' : 'open';
}
