// The chat streams across a fleet: app instances on one MySQL database, each with its own Redis bus, as behind a load
// balancer. An event published on one instance reaches a stream on another through Redis; an instance that cannot
// reach Redis (from its start, or for a while) delivers from the database every second, says so once and once when
// Redis is back, and no event is lost or sent twice across the switch.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_LIMITS } from '@shared/contract/chat';
import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDb, migrate } from '../src/db/knex';
import { emptyDatabase, seedDemo } from '../src/db/seeds/demo';
import { createRedisBus } from '../src/services/chat/chat-bus-redis';
import { OUTAGE_LOG, RECOVERY_LOG } from '../src/services/chat/chat-streams';
import { createStorage } from '../src/storage';
import { signInAsDemoAdmin } from './admin-session';
import { capturedLog, messagesOf } from './captured-log';
import { emit, ensureChatTables, openStream, pause, type OpenStream } from './chat-stream-client';
import { mysqlAvailable, mysqlDatabase } from './harness';
import { REDIS_PORT, redisAvailable, redisRelay } from './redis';

const mysql = await mysqlAvailable();
const redis = await redisAvailable();
const why = [!mysql && 'MySQL does not answer at 127.0.0.1:3306', !redis && `Redis does not answer at 127.0.0.1:${REDIS_PORT}`].filter(Boolean).join('; ');
if (why) console.warn(`[chat-streams-fleet] skipped: ${why}`);

interface Instance {
  app: ReturnType<typeof createApp>;
  server: Server;
  db: Knex;
  api: string;
  log: ReturnType<typeof capturedLog>;
}

describe.skipIf(!!why)('chat streams across instances (MySQL, Redis)', () => {
  let dir: string;
  let config: Config;
  const instances: Instance[] = [];
  const open: OpenStream[] = [];
  const redisLink = redisRelay();
  let token: string;

  const start = async (redisUrl: string): Promise<Instance> => {
    const db = createDb(config.database);
    const log = capturedLog();
    const app = createApp({ db, config, storage: createStorage(config), chatBus: createRedisBus(redisUrl, { connectTimeoutMs: 500 }) }, { logger: log.logger });
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((r) => server.once('listening', () => r()));
    const instance = { app, server, db, log, api: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` };
    instances.push(instance);
    return instance;
  };
  const stream = async (i: Instance) => {
    const s = await openStream(`${i.api}/chat/events`, { Authorization: `Bearer ${token}` });
    expect(s.status).toBe(200);
    open.push(s);
    return s;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'novaguide-chat-fleet-'));
    config = loadConfig(
      {
        NODE_ENV: 'test',
        JWT_SECRET: 'chat-fleet-secret-chat-fleet-secret-0123',
        DATABASE_URL: await mysqlDatabase('novaguide_chat_streams'),
        UPLOADS_DIR: join(dir, 'u'),
      },
      dir,
    );
    const db = createDb(config.database);
    await migrate(db);
    await emptyDatabase(db);
    await seedDemo(db);
    await ensureChatTables(db);
    await db.destroy();
    await redisLink.listen();
  }, 120_000);
  afterAll(async () => {
    for (const s of open) s.close();
    for (const i of instances) {
      await i.app.chatStreams.close();
      await i.app.chatBus.close();
      i.server.closeAllConnections();
      await new Promise((r) => i.server.close(r));
      await i.app.health.close();
      await i.db.destroy();
    }
    await redisLink.cut();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('delivers an event published on one instance to a stream on another through Redis', async () => {
    const a = await start(`redis://127.0.0.1:${REDIS_PORT}`);
    const b = await start(`redis://127.0.0.1:${REDIS_PORT}`);
    token = await signInAsDemoAdmin(a.api);
    await vi.waitFor(() => expect(a.app.chatStreams.fallingBack || b.app.chatStreams.fallingBack).toBe(false));
    const onB = await stream(b);
    const onA = await stream(a);
    const sent = await emit(a.db, a.app.chatBus, '665000000000000000000a01');
    // Well before the database's catch-up read (every 10 s): this came through Redis.
    expect((await onB.waitFor(1, 2000)).map((e) => e.id)).toEqual([sent.id]);
    expect((await onA.waitFor(1, 2000)).map((e) => e.id)).toEqual([sent.id]);
    await pause(200);
    expect(onA.events()).toHaveLength(1);
    expect(messagesOf(b.log.lines)).not.toContain(OUTAGE_LOG);
  });

  it("counts an admin's streams across the instances for the limit", async () => {
    const [a, b] = instances;
    const gone = () => vi.waitFor(() => expect(a.app.chatStreams.size + b.app.chatStreams.size).toBe(0));
    for (const s of open.splice(0)) s.close();
    await gone();
    const held: OpenStream[] = [];
    for (let i = 0; i < CHAT_LIMITS.streamsPerHolder; i++) held.push(await stream(i % 2 ? a : b));
    const refused = await openStream(`${a.api}/chat/events`, { Authorization: `Bearer ${token}` });
    expect(refused.status).toBe(429);
    held[0].close();
    // Its place is free once its presence row is gone.
    const rows = async () => Number(((await a.db('chat_presence').count({ n: '*' }).first()) as { n: number | string }).n);
    await vi.waitFor(async () => expect(await rows()).toBe(CHAT_LIMITS.streamsPerHolder - 1));
    held.push(await stream(a));
    for (const s of open.splice(0)) s.close();
    await gone();
  });

  it('delivers from the database every second on an instance that cannot reach Redis, and says so once', async () => {
    const a = instances[0];
    const c = await start('redis://127.0.0.1:1');
    const onC = await stream(c);
    await vi.waitFor(() => expect(messagesOf(c.log.lines)).toContain(OUTAGE_LOG), { timeout: 5000 });
    const sent = [await emit(a.db, a.app.chatBus, '665000000000000000000a02'), await emit(a.db, a.app.chatBus, '665000000000000000000a02')];
    expect((await onC.waitFor(2, 4000)).map((e) => e.id)).toEqual(sent.map((e) => e.id));
    await pause(1500);
    expect(onC.events()).toHaveLength(2);
    expect(messagesOf(c.log.lines).filter((m) => m === OUTAGE_LOG)).toHaveLength(1);
  });

  it('switches to the database while Redis is down and back once it answers, losing and doubling nothing', async () => {
    const a = instances[0];
    const d = await start(redisLink.url());
    await vi.waitFor(() => expect(d.app.chatStreams.fallingBack).toBe(false), { timeout: 5000 });
    const onD = await stream(d);
    const conv = '665000000000000000000a03';
    const sent = [await emit(a.db, a.app.chatBus, conv)];
    await onD.waitFor(1, 2000);
    await redisLink.cut();
    await vi.waitFor(() => expect(messagesOf(d.log.lines)).toContain(OUTAGE_LOG), { timeout: 5000 });
    for (let i = 0; i < 3; i++) sent.push(await emit(a.db, a.app.chatBus, conv));
    await onD.waitFor(4, 4000);
    await redisLink.listen();
    await vi.waitFor(() => expect(messagesOf(d.log.lines)).toContain(RECOVERY_LOG), { timeout: 5000 });
    for (let i = 0; i < 2; i++) sent.push(await emit(a.db, a.app.chatBus, conv));
    await onD.waitFor(6, 3000);
    await pause(1500);
    expect(onD.events().map((e) => e.id)).toEqual(sent.map((e) => e.id));
    const said = messagesOf(d.log.lines);
    expect(said.filter((m) => m === OUTAGE_LOG)).toHaveLength(1);
    expect(said.filter((m) => m === RECOVERY_LOG)).toHaveLength(1);
  });
});
