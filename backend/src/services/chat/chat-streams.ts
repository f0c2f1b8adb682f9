// The open chat streams of one instance. One subscription to the chat bus fans each event out to the streams that
// carry it (a visitor's: its conversation's events that VISITOR_EVENTS names; the team's: all of them), so a
// thousand open streams cost one listener, one heartbeat timer and one presence query every refresh.
//
// Nothing is lost and nothing comes twice:
// - a stream listens before it reads the database, so an event published while it replays waits in its queue;
// - it replays chat_events after the client's last id, then sends what queued, skipping any id it already sent;
// - ids are MySQL auto-increment values, which transactions may commit out of order: a stream remembers the ids it
//   sent (not only the highest), so an id that commits late still goes out when it arrives;
// - while the bus is down (Redis unreachable) the instance reads new events from the database every second, and
//   every ten seconds otherwise (an event whose publisher could not reach Redis), looking back a little for ids that
//   committed late; the same id from the database and the bus goes out once.
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { Knex } from 'knex';
import { CHAT_LIMITS, CHAT_MESSAGES, VISITOR_EVENTS, replayFloor, streamCarries, sseFrame, sseOpening, type ChatEventName } from '@shared/contract/chat';
import { HttpError } from '@shared/contract/http-error';
import { systemClock, type Clock } from '@shared/clock';
import type { Logger } from '../../middleware/request-log';
import { createInProcessBus, type ChatBus, type ChatBusEvent } from './chat-bus';
import { enterPresence, leavePresence, refreshPresence } from './chat-presence';

export const PRESENCE_REFRESH_MS = 20_000;
export const PRESENCE_TTL_MS = 60_000;
/** How often new events are read from the database while the bus is down, and while it is up. */
export const OUTAGE_POLL_MS = 1000;
export const CATCH_UP_POLL_MS = 10_000;
/** How far behind the newest id a database read looks again, for ids that committed late. */
const LOOK_BACK_IDS = 100;
/** The ids a stream remembers having sent; older ones are below its floor. */
const SEEN_MAX = 1024;
/** A client that reads this far behind is let go (it reconnects with its Last-Event-ID and catches up). */
const MAX_QUEUED_BYTES = 1024 * 1024;

export const OUTAGE_LOG = `chat: Redis unreachable, delivering from the database every ${OUTAGE_POLL_MS / 1000} s`;
export const RECOVERY_LOG = 'chat: Redis reachable again, delivering through it';

export type StreamHolder = { kind: 'visitor'; conversationId: string } | { kind: 'team'; adminId: string };

export interface ChatStreamsOptions {
  db: Knex;
  bus: ChatBus;
  clock?: Clock;
  logger?: Logger;
  heartbeatMs?: number;
  presenceRefreshMs?: number;
  outagePollMs?: number;
  catchUpPollMs?: number;
}

interface EventRow {
  id: number | string;
  conversation_id: string;
  event: string;
  data: string;
}

const keyOf = (h: StreamHolder) => (h.kind === 'visitor' ? `v:${h.conversationId}` : `t:${h.adminId}`);
const rowEvent = (r: EventRow): ChatBusEvent => ({
  id: String(r.id),
  conversationId: r.conversation_id,
  event: r.event as ChatEventName,
  data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data,
});

class Stream {
  readonly out = new PassThrough();
  /** Ids at or below it are the client's already (or too old to matter). */
  floor = 0;
  private readonly seen = new Set<number>();
  /** Live events that arrived while the replay ran; undefined once live. */
  private queued: ChatBusEvent[] | undefined = [];

  constructor(
    readonly holder: StreamHolder,
    readonly presenceId: string,
  ) {}

  carries(e: ChatBusEvent) {
    return streamCarries({ side: this.holder.kind, conversationId: this.holder.kind === 'visitor' ? this.holder.conversationId : undefined }, e);
  }

  offer(e: ChatBusEvent) {
    if (this.queued) this.queued.push(e);
    else this.send(e);
  }

  send(e: ChatBusEvent) {
    if (e.id !== undefined) {
      const n = Number(e.id);
      if (n <= this.floor || this.seen.has(n)) return;
      this.seen.add(n);
      if (this.seen.size > SEEN_MAX) this.forgetOldest();
    }
    this.write(sseFrame(e));
  }

  /** Sends what queued during the replay; from now on events go out as they come. */
  goLive() {
    const queued = this.queued ?? [];
    this.queued = undefined;
    for (const e of queued) this.send(e);
  }

  write(text: string) {
    if (this.out.writableEnded || this.out.destroyed) return;
    if (this.out.writableLength > MAX_QUEUED_BYTES) this.out.destroy();
    else this.out.write(text);
  }

  end(text: string) {
    if (this.out.writableEnded || this.out.destroyed) return;
    this.out.end(text);
  }

  private forgetOldest() {
    const ids = [...this.seen].sort((a, b) => a - b);
    for (const n of ids.slice(0, ids.length / 2)) this.seen.delete(n);
    this.floor = Math.max(this.floor, ids[Math.floor(ids.length / 2) - 1]);
  }
}

export class ChatStreams {
  /** This instance, as the presence rows name it. */
  readonly instance = randomBytes(8).toString('hex');
  private readonly db: Knex;
  private readonly bus: ChatBus;
  private readonly clock: Clock;
  private readonly logger?: Logger;
  private readonly timing: { heartbeatMs: number; presenceRefreshMs: number; outagePollMs: number; catchUpPollMs: number };
  private readonly streams = new Set<Stream>();
  private readonly byConversation = new Map<string, Set<Stream>>();
  private readonly team = new Set<Stream>();
  private readonly perHolder = new Map<string, number>();
  /** Ids handed to the streams lately (from the bus or the database), so a database read hands on only new ones. */
  private readonly dispatched = new Set<number>();
  private highWater: number | undefined;
  private busUp: boolean;
  private outageTold = false;
  private draining = false;
  private closed = false;
  private timers: NodeJS.Timeout[] = [];
  private pollTimer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private readonly unsubscribe: () => void;
  private readonly unwatch: () => void;

  constructor(opts: ChatStreamsOptions) {
    this.db = opts.db;
    this.bus = opts.bus;
    this.clock = opts.clock ?? systemClock;
    this.logger = opts.logger;
    this.timing = {
      heartbeatMs: opts.heartbeatMs ?? CHAT_LIMITS.heartbeatMs,
      presenceRefreshMs: opts.presenceRefreshMs ?? PRESENCE_REFRESH_MS,
      outagePollMs: opts.outagePollMs ?? OUTAGE_POLL_MS,
      catchUpPollMs: opts.catchUpPollMs ?? CATCH_UP_POLL_MS,
    };
    // A bus that says nothing of its state (the in-process one) is always up.
    this.busUp = !this.bus.onStatus;
    this.unsubscribe = this.bus.subscribe((e) => this.dispatch(e));
    this.unwatch = this.bus.onStatus?.((up) => this.busStatus(up)) ?? (() => undefined);
  }

  /** Open streams on this instance. */
  get size() {
    return this.streams.size;
  }

  /** Whether new events come from the database every OUTAGE_POLL_MS (the bus is down). */
  get fallingBack() {
    return !this.busUp;
  }

  /**
   * Opens a stream for `holder` from the event after `after` (absent: from now; past the newest: from now): answers
   * its body, the opening frame and the replay already in it, or throws (429 past CHAT_LIMITS.streamsPerHolder).
   */
  async open(holder: StreamHolder, after: number | undefined): Promise<PassThrough> {
    if (this.closed) throw new HttpError(503, 'The server is stopping');
    const key = keyOf(holder);
    const held = this.perHolder.get(key) ?? 0;
    if (held >= CHAT_LIMITS.streamsPerHolder) throw new HttpError(429, CHAT_MESSAGES.tooManyStreams);
    this.perHolder.set(key, held + 1);
    const stream = new Stream(holder, `${this.instance}-${randomBytes(6).toString('hex')}`);
    this.add(stream);
    let entered = false;
    try {
      // Other instances' streams count too (their presence rows), so a load balancer spreading them changes nothing.
      if ((await this.othersOpen(holder)) >= CHAT_LIMITS.streamsPerHolder) throw new HttpError(429, CHAT_MESSAGES.tooManyStreams);
      const newest = await this.newestId();
      stream.floor = replayFloor(after, newest);
      stream.write(sseOpening(this.draining ? CHAT_LIMITS.drainRetryMs : CHAT_LIMITS.retryMs));
      await enterPresence(this.db, {
        id: stream.presenceId,
        kind: holder.kind,
        adminId: holder.kind === 'team' ? holder.adminId : null,
        conversationId: holder.kind === 'visitor' ? holder.conversationId : null,
        instance: this.instance,
        expiresAt: this.clock.now() + PRESENCE_TTL_MS,
      });
      entered = true;
      for (const row of await this.replay(holder, stream.floor)) stream.send(rowEvent(row));
    } catch (e) {
      this.remove(stream, key, entered);
      throw e;
    }
    stream.goLive();
    stream.out.once('close', () => this.remove(stream, key, true));
    // An instance that is stopping still sends a reconnecting client what it missed, then lets it go elsewhere.
    if (this.draining) stream.end(`retry: ${CHAT_LIMITS.drainRetryMs}\n\n`);
    return stream.out;
  }

  /** Ends every stream with a short `retry`, so each client reconnects (to another instance); later ones likewise. */
  drain() {
    this.draining = true;
    for (const s of this.streams) s.end(`retry: ${CHAT_LIMITS.drainRetryMs}\n\n`);
  }

  /** Ends every stream and stops listening (before the database pool closes). */
  async close() {
    if (this.closed) return;
    this.drain();
    this.closed = true;
    this.unsubscribe();
    this.unwatch();
    this.stopTimers();
    const rows = [...this.streams].map((s) => s.presenceId);
    for (const s of this.streams) s.out.destroy();
    await Promise.all(rows.map((id) => leavePresence(this.db, id).catch(() => undefined)));
  }

  private add(stream: Stream) {
    if (!this.streams.size) this.startTimers();
    this.streams.add(stream);
    if (stream.holder.kind === 'team') this.team.add(stream);
    else {
      const id = stream.holder.conversationId;
      let set = this.byConversation.get(id);
      if (!set) this.byConversation.set(id, (set = new Set()));
      set.add(stream);
    }
  }

  private remove(stream: Stream, key: string, present: boolean) {
    if (!this.streams.delete(stream)) return;
    const held = (this.perHolder.get(key) ?? 1) - 1;
    if (held > 0) this.perHolder.set(key, held);
    else this.perHolder.delete(key);
    if (stream.holder.kind === 'team') this.team.delete(stream);
    else {
      const set = this.byConversation.get(stream.holder.conversationId);
      set?.delete(stream);
      if (set && !set.size) this.byConversation.delete(stream.holder.conversationId);
    }
    stream.out.destroy();
    if (present && !this.closed) void leavePresence(this.db, stream.presenceId).catch(() => undefined);
    if (!this.streams.size) this.stopTimers();
  }

  /** Hands an event to the streams that carry it (each skips an id it already sent). */
  private dispatch(e: ChatBusEvent) {
    if (e.id !== undefined) {
      const n = Number(e.id);
      if (this.dispatched.has(n)) return;
      this.dispatched.add(n);
      if (this.highWater === undefined || n > this.highWater) this.highWater = n;
      if (this.dispatched.size > 4 * SEEN_MAX) {
        const below = this.highWater - LOOK_BACK_IDS;
        for (const id of this.dispatched) if (id < below) this.dispatched.delete(id);
      }
    }
    for (const s of this.team) s.offer(e);
    const visitors = this.byConversation.get(e.conversationId);
    if (visitors) for (const s of visitors) if (s.carries(e)) s.offer(e);
  }

  private busStatus(up: boolean) {
    // Until the bus first says, it counts as down (new events are read from the database), but nobody is told.
    this.busUp = up;
    if (!up && !this.outageTold) {
      this.outageTold = true;
      this.logger?.warn(OUTAGE_LOG);
    } else if (up && this.outageTold) {
      this.outageTold = false;
      this.logger?.info(RECOVERY_LOG);
    }
    // At once either way: down, the first round starts now; up, what was published while it came back is read once more.
    this.schedulePoll(0);
  }

  /** The holder's other open streams: on this instance, and on the others by their presence rows (not expired). */
  private async othersOpen(holder: StreamHolder): Promise<number> {
    const q = this.db('chat_presence').where('kind', holder.kind).andWhere('instance', '<>', this.instance).andWhere('expires_at', '>', this.clock.now());
    if (holder.kind === 'team') q.andWhere('admin_id', holder.adminId);
    else q.andWhere('conversation_id', holder.conversationId);
    const row = (await q.count({ n: '*' }).first()) as { n: number | string } | undefined;
    return Number(row?.n ?? 0) + (this.perHolder.get(keyOf(holder)) ?? 1) - 1;
  }

  private async newestId(): Promise<number> {
    const row = (await this.db('chat_events').max({ newest: 'id' }).first()) as { newest: number | string | null } | undefined;
    return Number(row?.newest ?? 0);
  }

  private replay(holder: StreamHolder, after: number): Promise<EventRow[]> {
    const q = this.db('chat_events').where('id', '>', after).orderBy('id').limit(CHAT_LIMITS.replayMax).select('id', 'conversation_id', 'event', 'data');
    if (holder.kind === 'visitor') q.andWhere('conversation_id', holder.conversationId).whereIn('event', [...VISITOR_EVENTS]);
    return q as unknown as Promise<EventRow[]>;
  }

  /** Reads new events from the database (looking back LOOK_BACK_IDS ids) and hands on the ones not handed on yet. */
  private poll(): Promise<void> {
    return (this.polling ??= (async () => {
      try {
        this.highWater ??= await this.newestId();
        const from = Math.max(0, this.highWater - LOOK_BACK_IDS);
        const rows = (await this.db('chat_events')
          .where('id', '>', from)
          .orderBy('id')
          .limit(CHAT_LIMITS.replayMax)
          .select('id', 'conversation_id', 'event', 'data')) as EventRow[];
        for (const row of rows) this.dispatch(rowEvent(row));
      } catch (e) {
        // The database is down too: the next round tries again.
        this.logger?.debug({ err: String(e) }, 'chat: reading new events failed');
      } finally {
        this.polling = undefined;
        this.schedulePoll();
      }
    })());
  }

  private schedulePoll(delay = this.busUp ? this.timing.catchUpPollMs : this.timing.outagePollMs) {
    if (this.closed || !this.streams.size) return;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(() => {
      this.pollTimer = undefined;
      void this.poll();
    }, delay);
    this.pollTimer.unref();
  }

  private startTimers() {
    const every = (ms: number, run: () => void) => {
      const t = setInterval(run, ms);
      t.unref();
      this.timers.push(t);
    };
    every(this.timing.heartbeatMs, () => {
      for (const s of this.streams) s.write(': heartbeat\n\n');
    });
    every(this.timing.presenceRefreshMs, () => {
      const ids = [...this.streams].map((s) => s.presenceId);
      void refreshPresence(this.db, ids, this.clock.now() + PRESENCE_TTL_MS).catch(() => undefined);
    });
    // Starts after this stream is added (schedulePoll looks for one).
    queueMicrotask(() => this.schedulePoll());
  }

  private stopTimers() {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = undefined;
    // Whatever the next stream needs, it reads for itself; the newest id is read again when polling starts again.
    this.highWater = undefined;
    this.dispatched.clear();
  }
}

/** Each bus's streams: the app makes them, and the stream routes find them through the route kit's chatBus. */
const hubs = new WeakMap<ChatBus, ChatStreams>();
/** A route kit given no bus (a handler called outside an app) still gets streams, on a bus of their own. */
const ownBuses = new WeakMap<Knex, ChatBus>();

export function chatStreamsOf(deps: { db: Knex; chatBus?: ChatBus; config?: { clock: Clock } }, logger?: Logger): ChatStreams {
  let bus = deps.chatBus;
  if (!bus) {
    bus = ownBuses.get(deps.db) ?? createInProcessBus();
    ownBuses.set(deps.db, bus);
  }
  let hub = hubs.get(bus);
  if (!hub) hubs.set(bus, (hub = new ChatStreams({ db: deps.db, bus, clock: deps.config?.clock, logger })));
  return hub;
}
