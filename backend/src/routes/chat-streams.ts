// The chat's two server-sent-event streams: a visitor's (its conversation, by the novaguide_chat cookie) and the
// team's (every conversation). The streams themselves, their replay, limits, presence and drain are
// services/chat/chat-streams.ts's; this file checks the caller and the Last-Event-ID, and answers the open stream
// with the headers that keep every layer from holding it back (no compression, no proxy buffering, no cache).
import type { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import { streamCursorOf } from '@shared/contract/chat';
import { actor, route, type RawReply } from '../route';
import { conversationOfCookie, requireChatOn } from '../services/chat/chat';
import { chatStreamsOf } from '../services/chat/chat-streams';

/** The open stream as the answer: every frame goes out as it is written. */
function eventStream(koa: Context, body: PassThrough): RawReply {
  // koa-compress would hold frames back until its buffer fills.
  koa.compress = false;
  koa.req.socket.setNoDelay(true);
  koa.req.socket.setTimeout(0);
  koa.res.once('close', () => body.destroy());
  // A client gone while the stream was being opened (its replay read) closed before anyone listened.
  if (koa.res.closed || koa.req.socket.destroyed) body.destroy();
  // A stream cut short (a client reading too slowly, an instance stopping) closes the connection, so the client
  // reconnects instead of waiting on a response that will never end.
  body.once('close', () => {
    if (!body.readableEnded) koa.res.destroy();
  });
  return {
    status: 200,
    body,
    headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' },
  };
}

export const chatStreamRoutes = [
  route('get', '/chat/visitor/events', async ({ deps, koa, query }) => {
    await requireChatOn(deps.db);
    const { id: conversationId } = await conversationOfCookie(deps, koa);
    const after = streamCursorOf(koa.get('Last-Event-ID'), query.after);
    return eventStream(koa, await chatStreamsOf(deps).open({ kind: 'visitor', conversationId }, after));
  }),
  route('get', '/chat/events', async ({ deps, koa, query, auth }) => {
    const adminId = actor(auth);
    const after = streamCursorOf(koa.get('Last-Event-ID'), query.after);
    return eventStream(koa, await chatStreamsOf(deps).open({ kind: 'team', adminId }, after));
  }),
];
