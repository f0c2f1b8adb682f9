// The chat bus across instances: every event goes out on one Redis channel, and each instance hands what it hears to
// its own streams. An event is delivered to this instance's listeners at once (not after a round trip through Redis),
// and what comes back from the channel with this instance's mark is skipped. A publish while Redis is down still
// succeeds: the event is already in chat_events, and every instance's streams read it from there while their own
// connection is down (services/chat/chat-streams.ts), or the next time they catch up.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ChatBus, ChatBusEvent } from './chat-bus';

export const CHAT_CHANNEL = 'novaguide:chat:events';

interface Wire extends ChatBusEvent {
  /** The instance that published it. */
  from: string;
}

export interface RedisBusOptions {
  /** How long a connection attempt may take before it counts as failed (ms). */
  connectTimeoutMs?: number;
}

export function createRedisBus(url: string, opts: RedisBusOptions = {}): ChatBus {
  const self = randomBytes(8).toString('hex');
  const listeners = new Set<(e: ChatBusEvent) => void>();
  const statusListeners = new Set<(up: boolean) => void>();
  const common = {
    connectTimeout: opts.connectTimeoutMs ?? 2000,
    // Reconnects for ever, at most 1 s apart, so an outage ends as soon as Redis answers again.
    retryStrategy: (times: number) => Math.min(times * 100, 1000),
    lazyConnect: false,
  };
  // A connection that subscribes can do nothing else, so publishing has one of its own. It queues nothing while down:
  // the event is in the database already.
  const pub = new Redis(url, { ...common, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  const sub = new Redis(url, { ...common, maxRetriesPerRequest: null });
  // ioredis prints an error event nobody listens to; the outage is told once, by whoever listens to onStatus.
  pub.on('error', () => undefined);
  sub.on('error', () => undefined);

  // Unknown until the first connection succeeds or fails.
  let up: boolean | undefined;
  const tell = (now: boolean) => {
    if (now === up) return;
    up = now;
    for (const l of statusListeners) l(up);
  };
  const deliver = (e: ChatBusEvent) => {
    for (const l of listeners) l(e);
  };
  // The subscription is set up again by ioredis after a reconnection, before `ready`.
  sub.on('ready', () => tell(true));
  // A connection refused from the start never closes (it never opened): its retries say it is down.
  for (const down of ['close', 'end', 'reconnecting']) sub.on(down, () => tell(false));
  void sub.subscribe(CHAT_CHANNEL).catch(() => undefined);
  sub.on('message', (_channel: string, text: string) => {
    let wire: Wire;
    try {
      wire = JSON.parse(text) as Wire;
    } catch {
      return;
    }
    if (wire.from === self) return;
    const { from: _from, ...e } = wire;
    deliver(e);
  });

  let closed = false;
  return {
    publish(e) {
      deliver(e);
      if (closed || pub.status !== 'ready') return;
      pub.publish(CHAT_CHANNEL, JSON.stringify({ ...e, from: self } satisfies Wire)).catch(() => undefined);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      if (up !== undefined) listener(up);
      return () => statusListeners.delete(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      statusListeners.clear();
      // quit() waits for an answer a dead server never gives: disconnect() after a moment whatever happens.
      await Promise.all(
        [pub, sub].map((c) => Promise.race([c.quit().catch(() => undefined), new Promise((r) => setTimeout(r, 500).unref())]).finally(() => c.disconnect())),
      );
    },
  };
}
