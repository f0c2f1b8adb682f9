// Reads a chat event stream (text/event-stream) with fetch rather than EventSource: the admin's stream sends its
// bearer token in the Authorization header (never in an address), and both sides reconnect the same way. Like
// EventSource it keeps the last event id and sends it as Last-Event-ID when it reconnects, waits the `retry` the
// server asked for, and reconnects whenever the stream ends (an instance stopping ends it with a short `retry`).
import { CHAT_LIMITS, parseSse, type ChatStreamEvent } from '@shared/contract/chat';

export type StreamStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface EventStreamOptions {
  /** The stream's address, e.g. `/api/chat/visitor/events`. */
  url: string;
  /** The stream id to start after (the `lastEventId` of the conversation just read). */
  after?: string;
  /** Headers for each connection (the admin's Authorization), read again at each reconnection. */
  headers?: () => Record<string, string>;
  onEvent(e: ChatStreamEvent): void;
  onStatus?(status: StreamStatus, detail?: { httpStatus?: number }): void;
  /** Reconnection stops on these answers (401, 404): the caller decides what to do. */
  isFatal?(httpStatus: number): boolean;
  fetch?: typeof fetch;
}

/** Opens the stream; the returned function closes it for good. */
export function openEventStream(opts: EventStreamOptions): () => void {
  const doFetch = opts.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const isFatal = opts.isFatal ?? ((s: number) => s === 401 || s === 403 || s === 404);
  let lastEventId = opts.after;
  let retryMs: number = CHAT_LIMITS.retryMs;
  let stopped = false;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;

  const connect = async () => {
    if (stopped) return;
    controller = new AbortController();
    opts.onStatus?.(attempts === 0 ? 'connecting' : 'reconnecting');
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream', ...(opts.headers?.() ?? {}) };
      if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId;
      const res = await doFetch(opts.url, { headers, signal: controller.signal, credentials: 'same-origin', cache: 'no-store' });
      if (!res.ok || !res.body) {
        if (isFatal(res.status)) {
          stopped = true;
          opts.onStatus?.('closed', { httpStatus: res.status });
          return;
        }
        throw new Error(`stream answered ${res.status}`);
      }
      attempts = 0;
      opts.onStatus?.('open');
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value.replace(/\r\n?/g, '\n');
        const end = buffer.lastIndexOf('\n\n');
        if (end < 0) continue;
        const complete = buffer.slice(0, end + 2);
        buffer = buffer.slice(end + 2);
        const { events, retries } = parseSse(complete);
        if (retries.length) retryMs = retries[retries.length - 1];
        for (const e of events) {
          if (e.id !== undefined) lastEventId = e.id;
          opts.onEvent(e as ChatStreamEvent);
        }
      }
    } catch {
      if (stopped) return;
    }
    if (stopped) return;
    attempts++;
    opts.onStatus?.('reconnecting');
    // Backs off after repeated failures, up to 30 s, with jitter so a fleet's clients do not all come back at once.
    const wait = Math.min(30_000, retryMs * Math.max(1, 2 ** (attempts - 1))) * (0.75 + Math.random() * 0.5);
    timer = setTimeout(() => void connect(), attempts === 1 ? retryMs : wait);
  };
  void connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    controller?.abort();
    opts.onStatus?.('closed');
  };
}
