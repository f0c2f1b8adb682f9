// A server that stops (startServer's drain and close, as on SIGTERM) ends its open chat streams at the drain's start
// with a short retry, so their clients reconnect to another instance, and an open stream never holds the stop up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '@shared/contract/chat';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/middleware/request-log';
import { startServer, type RunningServer } from '../src/server';
import { createDb } from '../src/db/knex';
import { signInAsDemoAdmin } from './admin-session';
import { ensureChatTables, openStream } from './chat-stream-client';
import { configProblems } from './harness';

describe('a stopping server and its chat streams', () => {
  let dir: string;
  let running: RunningServer;
  let api: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'novaguide-chat-drain-'));
    // With a Redis bus (whether or not Redis answers here): its connections must not hold the stop up either.
    const env = {
      NODE_ENV: 'test',
      JWT_SECRET: 'chat-drain-secret-chat-drain-secret-0123',
      SEED_DEMO: 'true',
      PORT: '0',
      HOST: '127.0.0.1',
      REDIS_URL: 'redis://127.0.0.1:6379',
    };
    const config = loadConfig(env, dir);
    running = await startServer(config, { logger: createLogger({ logLevel: 'silent', logFormat: 'json' }) });
    // The chat tables, where the migrations do not make them yet.
    const db = createDb(config.database);
    await ensureChatTables(db);
    await db.destroy();
    api = `http://127.0.0.1:${(running.server.address() as AddressInfo).port}/api`;
  }, 60_000);
  afterAll(async () => {
    await running?.close(0);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('ends every stream with a short retry when the drain starts, and closes well within its grace period', async () => {
    const token = await signInAsDemoAdmin(api);
    const streams = await Promise.all([1, 2, 3].map(() => openStream(`${api}/chat/events`, { Authorization: `Bearer ${token}` })));
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
    const draining = running.drain(60_000);
    await Promise.all(streams.map((s) => s.ended));
    for (const s of streams) expect(s.text().endsWith(`retry: ${CHAT_LIMITS.drainRetryMs}\n\n`)).toBe(true);
    const started = Date.now();
    await running.close(30_000);
    await draining;
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('takes REDIS_URL as a redis:// or rediss:// address, without echoing a refused one', () => {
    expect(configProblems({ REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual([]);
    expect(configProblems({ REDIS_URL: 'rediss://user:secret@cache.internal:6380/2' })).toEqual([]);
    const refused = configProblems({ REDIS_URL: 'http://user:secret@cache.internal' });
    expect(refused).toEqual([expect.stringContaining('REDIS_URL must look like redis://')]);
    expect(refused.join()).not.toContain('secret');
  });
});
