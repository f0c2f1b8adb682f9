// The chat's event streams on one instance (embedded SQLite): the replay after Last-Event-ID or `after`, live events
// once each (an id that commits late included), the refusals (a garbage id, too many streams, the chat switched off),
// the headers that keep every layer from holding a frame back, presence, and the drain.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_COOKIE, CHAT_LIMITS, CHAT_MESSAGES } from '@shared/contract/chat';
import { HttpError } from '@shared/contract/http-error';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, migrate } from '../src/db/knex';
import { emptyDatabase, seedDemo } from '../src/db/seeds/demo';
import { createInProcessBus } from '../src/services/chat/chat-bus';
import { ChatStreams } from '../src/services/chat/chat-streams';
import { findSettingsIfAny, updateSettings } from '../src/services/homepage';
import { createStorage } from '../src/storage';
import { signInAsDemoAdmin } from './admin-session';
import { emit, ensureChatTables, newestEventId, openStream, pause, storeEvent, type OpenStream } from './chat-stream-client';

// The visitor's cookie is the chat service's to check; here it names its conversation in the clear (a row's id).
vi.mock('../src/services/chat/chat', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  conversationOfCookie: async (_deps: unknown, koa: Context) => {
    const id = koa.cookies.get(CHAT_COOKIE);
    if (!id) throw new HttpError(401, CHAT_MESSAGES.noConversation, [{ field: CHAT_COOKIE, message: 'is required' }]);
    return { id };
  },
}));

const CONV_A = '665000000000000000000a01';
const CONV_B = '665000000000000000000b01';

describe('the chat event streams', () => {
  let dir: string;
  let db: Knex;
  let server: Server;
  let app: ReturnType<typeof createApp>;
  let api: string;
  let token: string;
  const open: OpenStream[] = [];
  const team = async (headers: Record<string, string> = {}, query = '') => {
    const s = await openStream(`${api}/chat/events${query}`, { Authorization: `Bearer ${token}`, ...headers });
    open.push(s);
    return s;
  };
  const visitor = async (conversationId: string, headers: Record<string, string> = {}) => {
    const s = await openStream(`${api}/chat/visitor/events`, { Cookie: `${CHAT_COOKIE}=${conversationId}`, ...headers });
    open.push(s);
    return s;
  };
  const setChat = async (on: boolean) => {
    const settings = (await findSettingsIfAny(db))!;
    await updateSettings(db, settings._id, { features: { ...settings.features, enableChat: on } }, 'test');
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'novaguide-chat-streams-'));
    const config = loadConfig(
      { NODE_ENV: 'test', JWT_SECRET: 'chat-streams-secret-chat-streams-secret-01', SQLITE_FILE: join(dir, 'db.sqlite'), UPLOADS_DIR: join(dir, 'uploads') },
      dir,
    );
    db = createDb(config.database);
    await migrate(db);
    await emptyDatabase(db);
    await seedDemo(db);
    await ensureChatTables(db);
    app = createApp({ db, config, storage: createStorage(config) });
    server = app.listen(0, '127.0.0.1');
    await new Promise<void>((r) => server.once('listening', () => r()));
    api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    token = await signInAsDemoAdmin(api);
  });
  afterEach(async () => {
    for (const s of open.splice(0)) s.close();
    // Each closed stream leaves this instance at once.
    for (let i = 0; i < 50 && app.chatStreams.size; i++) await pause(20);
  });
  afterAll(async () => {
    await app.chatStreams.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await app.health.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers an uncompressed, unbuffered, uncached event stream that opens with retry and a comment', async () => {
    const s = await team({ 'Accept-Encoding': 'gzip, br' });
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream');
    expect(s.headers.get('cache-control')).toBe('no-store');
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    expect(s.headers.get('content-encoding')).toBeNull();
    await vi.waitFor(() => expect(s.text()).toBe(`retry: ${CHAT_LIMITS.retryMs}\n: connected\n\n`));
  });

  it('replays every event after Last-Event-ID (the header winning over `after`), then goes live', async () => {
    const base = await newestEventId(db);
    for (let i = 0; i < 3; i++) await storeEvent(db, CONV_A, 'message');
    const s = await team({ 'Last-Event-ID': String(base + 1) }, `?after=${base}`);
    expect((await s.waitFor(2)).map((e) => e.id)).toEqual([String(base + 2), String(base + 3)]);
    const fromAfter = await team({}, `?after=${base}`);
    expect((await fromAfter.waitFor(3)).map((e) => e.id)).toEqual([base + 1, base + 2, base + 3].map(String));
    const live = await emit(db, app.chatBus, CONV_B, 'closed', { conversationId: CONV_B, status: 'closed' });
    expect((await s.waitFor(3))[2]).toEqual({ event: 'closed', id: live.id, data: { conversationId: CONV_B, status: 'closed' } });
  });

  it('sends each id once, and an id that commits after a higher one still goes out', async () => {
    const s = await team();
    const late = await storeEvent(db, CONV_A, 'message');
    const first = await emit(db, app.chatBus, CONV_A, 'message');
    app.chatBus.publish(first);
    app.chatBus.publish(late);
    app.chatBus.publish(late);
    app.chatBus.publish({ conversationId: CONV_A, event: 'typing', data: { conversationId: CONV_A, author: 'visitor', typing: true } });
    await s.waitFor(3);
    await pause(100);
    expect(s.events().map((e) => e.id)).toEqual([first.id, late.id, undefined]);
    expect(s.events()[2].event).toBe('typing');
  });

  it('starts from now when the id is past the newest, and refuses one that is not a stream id', async () => {
    const newest = await newestEventId(db);
    const s = await team({ 'Last-Event-ID': String(newest + 1000) });
    const next = await emit(db, app.chatBus, CONV_A);
    expect((await s.waitFor(1)).map((e) => e.id)).toEqual([next.id]);
    for (const bad of ['abc', '-1', '1.5', '12 3']) {
      const refused = await team({ 'Last-Event-ID': bad });
      expect(refused.status).toBe(400);
      const body = JSON.parse(refused.text()) as { errors: { field: string; message: string }[] };
      expect(body.errors[0]).toEqual({ field: 'Last-Event-ID', message: CHAT_MESSAGES.lastEventIdInvalid });
    }
  });

  it('holds at most streamsPerHolder streams per admin, and frees a place when one closes', async () => {
    const held: OpenStream[] = [];
    for (let i = 0; i < CHAT_LIMITS.streamsPerHolder; i++) held.push(await team());
    expect(held.every((s) => s.status === 200)).toBe(true);
    const refused = await team();
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text())).toMatchObject({ message: CHAT_MESSAGES.tooManyStreams });
    held[0].close();
    await vi.waitFor(() => expect(app.chatStreams.size).toBe(CHAT_LIMITS.streamsPerHolder - 1));
    expect((await team()).status).toBe(200);
  });

  it('marks the admin and the visitor online while their streams are open', async () => {
    await setChat(true);
    const s = await team();
    const v = await visitor(CONV_A);
    expect(v.status).toBe(200);
    const rows = await db('chat_presence').select('kind', 'admin_id', 'conversation_id');
    expect(rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'team' }), expect.objectContaining({ kind: 'visitor', conversation_id: CONV_A })]),
    );
    s.close();
    v.close();
    await vi.waitFor(async () => expect(await db('chat_presence').count({ n: '*' }).first()).toMatchObject({ n: 0 }));
  });

  it("gives a visitor its own conversation's visitor events only, and 404 while the chat is off", async () => {
    await setChat(true);
    const base = await newestEventId(db);
    await storeEvent(db, CONV_A, 'message');
    await storeEvent(db, CONV_B, 'message');
    await storeEvent(db, CONV_A, 'conversation');
    const v = await visitor(CONV_A, { 'Last-Event-ID': String(base) });
    // A public read as far as the bearer token goes, yet never kept by the content cache or any other.
    expect(v.headers.get('cache-control')).toBe('no-store');
    expect(v.headers.get('content-type')).toBe('text/event-stream');
    expect((await v.waitFor(1)).map((e) => e.id)).toEqual([String(base + 1)]);
    await emit(db, app.chatBus, CONV_B, 'message');
    await emit(db, app.chatBus, CONV_A, 'conversation');
    const read = await emit(db, app.chatBus, CONV_A, 'read');
    await v.waitFor(2);
    await pause(100);
    expect(v.events().map((e) => e.id)).toEqual([String(base + 1), read.id]);
    expect((await openStream(`${api}/chat/visitor/events`)).status).toBe(401);
    await setChat(false);
    const off = await visitor(CONV_A);
    expect(off.status).toBe(404);
    expect(JSON.parse(off.text())).toMatchObject({ message: CHAT_MESSAGES.off });
  });

  it('ends every stream with a short retry when the instance drains, and a stream opened then after its replay', async () => {
    const base = await newestEventId(db);
    await storeEvent(db, CONV_A, 'message');
    const s = await team();
    app.chatStreams.drain();
    await s.ended;
    expect(s.text().endsWith(`retry: ${CHAT_LIMITS.drainRetryMs}\n\n`)).toBe(true);
    const late = await team({ 'Last-Event-ID': String(base) });
    await late.ended;
    expect(late.events().map((e) => e.id)).toEqual([String(base + 1)]);
    expect(late.text().startsWith(`retry: ${CHAT_LIMITS.drainRetryMs}\n`)).toBe(true);
    expect(late.text().endsWith(`retry: ${CHAT_LIMITS.drainRetryMs}\n\n`)).toBe(true);
  });
});

describe("one instance's streams, timed", () => {
  let dir: string;
  let db: Knex;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'novaguide-chat-hub-'));
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'chat-streams-secret-chat-streams-secret-01', SQLITE_FILE: join(dir, 'db.sqlite') }, dir);
    db = createDb(config.database);
    await migrate(db);
    await ensureChatTables(db);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a heartbeat comment and keeps its presence alive while open, and lets a reader that falls far behind go', async () => {
    const bus = createInProcessBus();
    const hub = new ChatStreams({ db, bus, heartbeatMs: 30, presenceRefreshMs: 30 });
    const out = await hub.open({ kind: 'team', adminId: '665000000000000000000c01' }, undefined);
    const [{ expires_at: first }] = await db('chat_presence').select('expires_at');
    let text = '';
    out.on('data', (c: Buffer) => (text += c.toString()));
    await vi.waitFor(() => expect(text.split(': heartbeat\n\n').length).toBeGreaterThan(2));
    await vi.waitFor(async () => expect(Number((await db('chat_presence').first('expires_at'))!.expires_at)).toBeGreaterThan(Number(first)));
    // Nobody reads this one: past a megabyte queued it is ended, and its presence goes with it.
    out.pause();
    out.removeAllListeners('data');
    const big = 'x'.repeat(64 * 1024);
    for (let i = 0; i < 40 && !out.destroyed; i++) bus.publish({ conversationId: CONV_A, event: 'typing', data: { big } });
    expect(out.destroyed).toBe(true);
    await vi.waitFor(async () => expect(await db('chat_presence').count({ n: '*' }).first()).toMatchObject({ n: 0 }));
    expect(hub.size).toBe(0);
    await hub.close();
  });
});
