// What the chat stream tests share: the chat tables when the migrations do not make them yet, storing and publishing
// an event as the chat's writes do, and a client that reads a server-sent-event stream frame by frame.
import type { Knex } from 'knex';
import { parseSse, type ChatEventName } from '@shared/contract/chat';
import type { ChatBus } from '../src/services/chat/chat-bus';

/** The chat_events and chat_presence tables, made here only when no migration made them. */
export async function ensureChatTables(db: Knex) {
  if (!(await db.schema.hasTable('chat_events'))) {
    await db.schema.createTable('chat_events', (t) => {
      t.bigIncrements('id');
      t.string('conversation_id', 24).notNullable();
      t.string('event', 20).notNullable();
      t.text('data').notNullable();
      t.string('created_at', 30).notNullable();
      t.index(['conversation_id', 'id']);
    });
  }
  if (!(await db.schema.hasTable('chat_presence'))) {
    await db.schema.createTable('chat_presence', (t) => {
      t.string('id', 40).primary();
      t.string('kind', 10).notNullable();
      t.string('admin_id', 24);
      t.string('conversation_id', 24);
      t.string('instance', 64).notNullable();
      t.bigInteger('expires_at').notNullable();
      t.index(['kind', 'expires_at']);
    });
  }
}

export async function newestEventId(db: Knex): Promise<number> {
  const row = (await db('chat_events').max({ newest: 'id' }).first()) as { newest: number | string | null } | undefined;
  return Number(row?.newest ?? 0);
}

/** A conversation for the events to belong to, where the chat's tables hold conversations (its events refer to them). */
export async function ensureConversation(db: Knex, id: string) {
  if (!(await db.schema.hasTable('chat_conversations')) || (await db('chat_conversations').where('id', id).first('id'))) return;
  const now = new Date().toISOString();
  await db('chat_conversations').insert({
    id,
    visitor_name: 'Stream Test',
    visitor_email: `${id}@example.com`,
    page: '/',
    status: 'open',
    created_at: now,
    last_message_at: now,
    last_author: 'visitor',
    created_from: '127.0.0.1',
  });
}

/** Stores an event (its stream id is the row's); answers it as a bus event, not yet published. */
export async function storeEvent(db: Knex, conversationId: string, event: ChatEventName, data: unknown = { conversationId }) {
  await ensureConversation(db, conversationId);
  const [id] = await db('chat_events').insert({ conversation_id: conversationId, event, data: JSON.stringify(data), created_at: new Date().toISOString() });
  return { id: String(typeof id === 'object' ? (id as { id: number }).id : id), conversationId, event, data };
}

/** Stores an event and publishes it, as the chat's writes do after their commit. */
export async function emit(db: Knex, bus: ChatBus, conversationId: string, event: ChatEventName = 'message', data?: unknown) {
  const e = await storeEvent(db, conversationId, event, data);
  bus.publish(e);
  return e;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** The text received so far. */
  text(): string;
  events(): { event: string; id?: string; data: unknown }[];
  /** Waits until `n` events arrived (or the stream ended), at most `ms`. */
  waitFor(n: number, ms?: number): Promise<{ event: string; id?: string; data: unknown }[]>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: abort.signal });
  let text = '';
  let done = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of waiters) w();
  };
  const decoder = new TextDecoder();
  const ended = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        text += decoder.decode(value, { stream: true });
        wake();
      }
    } catch {
      /* aborted */
    } finally {
      done = true;
      wake();
    }
  })();
  if (res.status !== 200) await ended;
  const events = () => parseSse(text.slice(0, text.lastIndexOf('\n\n') + 2)).events;
  return {
    status: res.status,
    headers: res.headers,
    text: () => text,
    events,
    ended,
    waitFor: (n, ms = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (events().length >= n || done) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(events());
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${events().length} of ${n} events after ${ms} ms: ${JSON.stringify(text)}`));
        }, ms);
        waiters.add(check);
        check();
      }),
    close: () => abort.abort(),
  };
}

/** A moment for whatever was going to arrive to arrive. */
export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
