// The live chat over the in-memory store (mocks/chat.ts), with the server's rules: visitor calls answer 404 while the
// Features switch "Enable Chat" is off; the visitor's conversation token travels in the `novaguide_chat` cookie; a
// message's text follows chatTextProblem; the honeypot, blocks, closed conversations and rate limits answer as the
// document says. The two event streams are these routes' answers too, a ReadableStream in server-sent-events framing
// (@shared/contract/chat), so every refusal (400, 401, 404, 429) comes from the same pipeline as every other call.
// MSW 2.15's `sse` handler does not fit them: it cannot be built without a global EventSource (Node 20 has none, and
// the contract suites run the mocks in Node), and it always answers its stream, never one of those refusals.
import { HttpResponse } from 'msw';
import { HttpError } from '@shared/contract/http-error';
import {
  CHAT_COOKIE,
  CHAT_COOKIE_MAX_AGE_S,
  CHAT_COOKIE_PATH,
  assertChatStart,
  assertChatText,
  CHAT_LIMITS,
  CHAT_MESSAGES,
  CHAT_RATE_LIMITS,
  chatStateOf,
  replayFloor,
  sseFrame,
  sseOpening,
  streamCarries,
  streamCursorOf,
} from '@shared/contract/chat';
import { checkHealthConsent } from '@shared/contract/person-data';
import { db } from '../db';
import { currentHealthConsent } from '../health-consent';
import { cookieOf, jsonWithCookie } from '../cookies';
import {
  addMessage,
  assign,
  block,
  chatSummary,
  close,
  conversationById,
  resumeTokenOf,
  conversationOfToken,
  emailBlocked,
  eventsAfter,
  isVisitorOnline,
  issueToken,
  lastEventId,
  markRead,
  messageOf,
  onChatEvent,
  openStream,
  reopen,
  startConversation,
  summaryOf,
  teamHolder,
  teamOnline,
  typing,
  visitorView,
} from '../chat';
import { route, ok, created, type RouteContext } from '../route';
import { listReply, rateLimit } from './support';

const chatOn = () => db.homepageSettings[0]?.features?.enableChat === true;

/** Visitor calls are not there while the chat is off. */
function assertOn() {
  if (!chatOn()) throw new HttpError(404, CHAT_MESSAGES.off);
}

/** The conversation the request's cookie names (401 naming the cookie without one the mocks made). */
function visitorConversation(ctx: { cookies?: Record<string, string>; request: Request }) {
  assertOn();
  return conversationOfToken(cookieOf(ctx, CHAT_COOKIE), CHAT_COOKIE);
}

/** The conversation's answer with its token in the `novaguide_chat` cookie (mocks/cookies.ts). */
const withCookie = (status: number, body: unknown, token: string): Response =>
  jsonWithCookie(status, body, `${CHAT_COOKIE}=${token}; HttpOnly; SameSite=Lax; Path=${CHAT_COOKIE_PATH}; Max-Age=${CHAT_COOKIE_MAX_AGE_S}`);

const noContent = () => new HttpResponse(null, { status: 204 });

// ------------------------------------------------------------------------------------------------ streams

/** Where a stream starts: Last-Event-ID (a stream id, else 400 naming it), else `after`, else now. */
/**
 * A stream's answer: the opening frame, every stored event after `after` (none when it is absent or past the newest),
 * then the live ones, each once; a comment line every 25 s keeps it open. It ends when the client goes away.
 */
function eventStream(opts: {
  request: Request;
  after: number | undefined;
  holder: string;
  conversationId?: string;
  /** The events of this stream among every live one. */
  carries(e: { conversationId: string; event: { event: string; data: unknown } }): boolean;
}): Response {
  const done = openStream(opts.holder, CHAT_LIMITS.streamsPerHolder, CHAT_MESSAGES.tooManyStreams);
  const encoder = new TextEncoder();
  let stop = () => undefined as void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const newest = Number(lastEventId());
      let sent = replayFloor(opts.after, newest);
      const write = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      write(sseOpening());
      for (const e of eventsAfter(sent, opts.conversationId)) {
        write(sseFrame(e.event));
        sent = e.id;
      }
      // Events stored from here on arrive through the emitter: one not past the last sent was already replayed.
      const unsubscribe = onChatEvent((e) => {
        if (!opts.carries(e)) return;
        if (e.id !== undefined) {
          if (e.id <= sent) return;
          sent = e.id;
        }
        write(sseFrame(e.event));
      });
      const heartbeat = setInterval(() => write(': ping\n\n'), CHAT_LIMITS.heartbeatMs);
      stop = () => {
        unsubscribe();
        clearInterval(heartbeat);
        done();
      };
      opts.request.signal?.addEventListener('abort', () => {
        stop();
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      });
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' } });
}

// ------------------------------------------------------------------------------------------------ routes

type Ctx = RouteContext<unknown>;

export const chatRoutes = [
  route('get', '/chat/availability', () => ok({ enabled: chatOn(), online: chatOn() && teamOnline() })),

  // ------------------------------------------------------------------------------------------ visitor
  route('post', '/chat/visitor/conversation', ({ body, clientKey }) => {
    assertOn();
    assertChatStart(body);
    if (emailBlocked(body.email)) throw new HttpError(403, CHAT_MESSAGES.blocked);
    rateLimit('chat-start', clientKey, CHAT_RATE_LIMITS.startPerAddress);
    // The chat takes no files: the consent is asked, not required, but a stale version is refused (ADR 0043).
    checkHealthConsent(body.healthDataConsentVersion, currentHealthConsent().version, false);
    const c = startConversation(body);
    return withCookie(201, { success: true, data: visitorView(c) }, issueToken(c._id));
  }),

  route('get', '/chat/visitor/conversation', (ctx) => ok(visitorView(visitorConversation(ctx)))),

  route('post', '/chat/visitor/messages', (ctx) => {
    const c = visitorConversation(ctx);
    assertChatText('text', ctx.body.text);
    if (c.blocked) throw new HttpError(403, CHAT_MESSAGES.blocked);
    try {
      rateLimit('chat-messages', c._id, CHAT_RATE_LIMITS.messagesPerConversation);
      rateLimit('chat-messages-address', ctx.clientKey, CHAT_RATE_LIMITS.messagesPerAddress);
    } catch {
      throw new HttpError(429, CHAT_MESSAGES.tooManyMessages);
    }
    return created(messageOf(c, addMessage(c, { author: 'visitor', text: ctx.body.text.trim() })));
  }),

  route('post', '/chat/visitor/read', (ctx) => {
    markRead(visitorConversation(ctx), 'visitor', ctx.body.upTo);
    return noContent();
  }),

  route('post', '/chat/visitor/typing', (ctx) => {
    const c = visitorConversation(ctx);
    rateLimit('chat-typing', c._id, CHAT_RATE_LIMITS.typingPerConversation);
    typing(c, 'visitor');
    return noContent();
  }),

  route('post', '/chat/visitor/transcript', (ctx) => {
    const c = visitorConversation(ctx);
    // The mocks have no mail server: the transcript is taken and counted, and goes nowhere.
    rateLimit('chat-transcript', c._id, CHAT_RATE_LIMITS.transcriptsPerConversation);
    return { status: 202, body: { success: true as const, message: CHAT_MESSAGES.transcriptQueued } };
  }),

  route('post', '/chat/visitor/resume', ({ body, clientKey }) => {
    assertOn();
    rateLimit('chat-resume', clientKey, CHAT_RATE_LIMITS.resumesPerAddress);
    const id = db.chatResumeTokens.get(body.token);
    const c = id ? db.chatConversations.find((x) => x._id === id) : undefined;
    if (!c) throw new HttpError(400, CHAT_MESSAGES.resumeInvalid, [{ field: 'token', message: 'is not valid' }]);
    return withCookie(200, { success: true, data: visitorView(c) }, issueToken(c._id));
  }),

  route('get', '/chat/visitor/events', (ctx) => {
    const c = visitorConversation(ctx as unknown as Ctx);
    const after = streamCursorOf(ctx.header['last-event-id'] as string | undefined, ctx.query.after);
    return eventStream({
      request: ctx.request,
      after,
      holder: c._id,
      conversationId: c._id,
      carries: (e) => streamCarries({ side: 'visitor', conversationId: c._id }, { conversationId: e.conversationId, ...e.event }),
    });
  }),

  // --------------------------------------------------------------------------------------------- team
  route('get', '/chat/conversations', ({ query }) => {
    const state = query.state as 'open' | 'waiting' | 'closed' | undefined;
    const all = db.chatConversations
      .map(summaryOf)
      .filter((c) => !state || (state === 'open' ? c.status === 'open' : chatStateOf(c) === state))
      .sort((a, b) => Date.parse(b.lastMessageAt) - Date.parse(a.lastMessageAt));
    return listReply(all, query);
  }),

  route('get', '/chat/summary', () => ok(chatSummary())),

  route('get', '/chat/events', ({ request, header, query, auth }) =>
    eventStream({
      request,
      after: streamCursorOf(header['last-event-id'] as string | undefined, query.after),
      holder: teamHolder(auth!.admin._id),
      carries: (e) => streamCarries({ side: 'team' }, { conversationId: e.conversationId, ...e.event }),
    }),
  ),

  route('get', '/chat/conversations/{id}', ({ params }) => {
    const c = conversationById(params.id);
    return ok({ ...summaryOf(c), messages: c.messages.map((m) => messageOf(c, m)), lastEventId: lastEventId() });
  }),

  route('post', '/chat/conversations/{id}/messages', ({ params, body, auth }) => {
    const c = conversationById(params.id);
    assertChatText('text', body.text);
    if (c.status === 'closed') throw new HttpError(409, CHAT_MESSAGES.closed);
    const away = !isVisitorOnline(c._id);
    const message = addMessage(c, { author: 'team', adminId: auth!.admin._id, text: body.text.trim() });
    // The server emails a reply the visitor was not there to see, with a link that opens the conversation again;
    // the mocks make the link's token and keep it (they send no email).
    if (away) resumeTokenOf(c._id);
    return created(messageOf(c, message));
  }),

  route('post', '/chat/conversations/{id}/read', ({ params, body }) => {
    markRead(conversationById(params.id), 'team', body.upTo);
    return noContent();
  }),

  route('post', '/chat/conversations/{id}/typing', ({ params }) => {
    typing(conversationById(params.id), 'team');
    return noContent();
  }),

  route('post', '/chat/conversations/{id}/assign', ({ params, body }) => {
    const c = conversationById(params.id);
    assign(c, body.adminId ?? null);
    return ok(summaryOf(c));
  }),

  route('post', '/chat/conversations/{id}/close', ({ params }) => {
    const c = conversationById(params.id);
    close(c);
    return ok(summaryOf(c));
  }),

  route('post', '/chat/conversations/{id}/reopen', ({ params }) => {
    const c = conversationById(params.id);
    reopen(c);
    return ok(summaryOf(c));
  }),

  route('post', '/chat/conversations/{id}/block', ({ params, body }) => {
    const c = conversationById(params.id);
    block(c, body.blocked);
    return ok(summaryOf(c));
  }),
];
