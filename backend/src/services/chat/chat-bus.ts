// How an instance tells its open streams that something happened in a conversation. A write stores the event in
// the database first (chat_events, which gives it its stream id), then publishes it here; a stream that missed it
// (a reconnection, a restart, a bus outage) reads it back from the database by id. Without REDIS_URL the bus is this
// in-process one, enough for the embedded single instance; with it, instances fan events out through Redis.
import type { ChatEventName } from '@shared/contract/chat';

export interface ChatBusEvent {
  /** The stream id (chat_events.id as a decimal string); absent for `typing`, which is never stored. */
  id?: string;
  conversationId: string;
  event: ChatEventName;
  data: unknown;
}

export interface ChatBus {
  /** Sends an event to every listener of every instance (after its row is committed). */
  publish(e: ChatBusEvent): void;
  /** Listens to every event; the returned function stops listening. */
  subscribe(listener: (e: ChatBusEvent) => void): () => void;
  close(): Promise<void>;
  /**
   * Whether the bus delivers between instances now, told at once and at every change (a Redis connection lost or
   * back); absent on a bus that is always up. While it is down, the streams read new events from the database.
   */
  onStatus?(listener: (up: boolean) => void): () => void;
}

export function createInProcessBus(): ChatBus {
  const listeners = new Set<(e: ChatBusEvent) => void>();
  return {
    publish(e) {
      for (const l of listeners) l(e);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
