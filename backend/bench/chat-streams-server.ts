// One server of the chat stream benchmark (backend/bench/chat-streams.ts), in a process of its own so the clients
// and the memory they hold are not counted with it. BENCH_KIND=app: the backend (createApp, the request log on into
// /dev/null) whose streams come from its ChatStreams and whose replies are stored in chat_events and published on its
// bus, as the chat's writes do; BENCH_KIND=bare: a bare Node server that keeps each stream's response and writes each
// reply's frame to the responses of its conversation, with no framework, database or dedupe. BENCH_REDIS: both pass
// replies between instances through that Redis (one channel). The paths are the benchmark's own:
// GET /bench/visitor/events?c=<conversation> and POST /bench/reply?c=<conversation>&n=<nonce>.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { sseFrame, sseOpening } from '@shared/contract/chat';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, migrate } from '../src/db/knex';
import { createLogger, logDestination } from '../src/middleware/request-log';
import { createInProcessBus } from '../src/services/chat/chat-bus';
import { createRedisBus } from '../src/services/chat/chat-bus-redis';
import { createStorage } from '../src/storage';
import { ensureChatTables, ensureConversation } from '../test/chat-stream-client';

const kind = process.env.BENCH_KIND ?? 'app';
const redisUrl = process.env.BENCH_REDIS || undefined;
const HEADERS = { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' };

const query = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://bench').searchParams;

async function appServer() {
  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://localhost',
    JWT_SECRET: 'chat-bench-secret-chat-bench-secret-0123',
    DATABASE_URL: process.env.BENCH_DATABASE_URL!,
    UPLOADS_DIR: '/tmp/novaguide-chat-bench-uploads',
  });
  const db = createDb(config.database);
  if (process.env.BENCH_PREPARE) {
    await migrate(db);
    await ensureChatTables(db);
    await db('chat_events').delete();
    await db('chat_presence').delete();
  }
  const logger = createLogger({ logLevel: 'info', logFormat: 'json' }, logDestination('/dev/null'));
  const chatBus = redisUrl ? createRedisBus(redisUrl) : createInProcessBus();
  const app = createApp({ db, config, storage: createStorage(config), chatBus }, { logger });
  // Ahead of the app's own middleware: the benchmark's paths, served by the same streams and bus as the chat's routes.
  // The conversations the streams listen to exist, once each, before any reply is stored (events refer to them).
  const known = new Set<string>();
  app.middleware.unshift(async (ctx, next) => {
    if (ctx.path === '/bench/visitor/events') {
      const conversationId = String(ctx.query.c);
      if (!known.has(conversationId)) {
        known.add(conversationId);
        await ensureConversation(db, conversationId);
      }
      const out = await app.chatStreams.open({ kind: 'visitor', conversationId }, undefined);
      ctx.compress = false;
      ctx.req.socket.setNoDelay(true);
      ctx.set(HEADERS);
      ctx.res.once('close', () => out.destroy());
      ctx.body = out;
      return;
    }
    if (ctx.path === '/bench/reply' && ctx.method === 'POST') {
      const conversationId = String(ctx.query.c);
      const data = { conversationId, n: String(ctx.query.n) };
      const [id] = await db.transaction((trx) =>
        trx('chat_events').insert({ conversation_id: conversationId, event: 'message', data: JSON.stringify(data), created_at: new Date().toISOString() }),
      );
      chatBus.publish({ id: String(id), conversationId, event: 'message', data });
      ctx.status = 201;
      ctx.body = { success: true };
      return;
    }
    return next();
  });
  return Object.assign(app.listen(0, '127.0.0.1'), { chatStreams: app.chatStreams });
}

function bareServer() {
  const byConversation = new Map<string, Set<ServerResponse>>();
  let nextId = 1;
  const fanOut = (conversationId: string, frame: string) => {
    for (const res of byConversation.get(conversationId) ?? []) res.write(frame);
  };
  const channel = 'novaguide:bench:bare';
  const pub = redisUrl ? new Redis(redisUrl) : undefined;
  if (redisUrl) {
    const sub = new Redis(redisUrl);
    void sub.subscribe(channel);
    sub.on('message', (_c: string, text: string) => {
      const { conversationId, frame } = JSON.parse(text) as { conversationId: string; frame: string };
      fanOut(conversationId, frame);
    });
  }
  return createServer((req, res) => {
    const q = query(req);
    const conversationId = q.get('c') ?? '';
    if (req.url?.startsWith('/bench/visitor/events')) {
      req.socket.setNoDelay(true);
      res.writeHead(200, HEADERS);
      res.write(sseOpening());
      let set = byConversation.get(conversationId);
      if (!set) byConversation.set(conversationId, (set = new Set()));
      set.add(res);
      res.on('close', () => set.delete(res));
      return;
    }
    if (req.url?.startsWith('/bench/reply') && req.method === 'POST') {
      const frame = sseFrame({ id: String(nextId++), event: 'message', data: { conversationId, n: q.get('n') } });
      if (pub) void pub.publish(channel, JSON.stringify({ conversationId, frame }));
      else fanOut(conversationId, frame);
      res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"success":true}');
      return;
    }
    res.writeHead(404).end();
  }).listen(0, '127.0.0.1');
}

const app = kind === 'bare' ? undefined : await appServer();
const server = app ?? bareServer();
if (!server.listening) await new Promise<void>((r) => server.once('listening', () => r()));
const { port } = server.address() as AddressInfo;
process.on('message', (m) => {
  // Stopped as an instance stops: its streams leave their presence rows, which would count against the next setup's.
  if (m === 'stop') void (app?.chatStreams.close() ?? Promise.resolve()).finally(() => process.exit(0));
  if (m === 'memory') {
    // Twice: what a stream left for the collector is not counted as its own.
    global.gc?.();
    global.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send!({ rss, heapUsed });
  }
});
process.on('disconnect', () => process.exit(0));
process.send!({ url: `http://127.0.0.1:${port}` });
