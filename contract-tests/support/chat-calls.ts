// The chat's set-ups, made through the document's own calls: the Features switch "Enable Chat" on (as the super admin),
// a visitor's conversation started (its `novaguide_chat` cookie, sent back as a Cookie header as a browser would), a
// planner's reply; and the streams read as a client reads them, a little at a time.
import { CHAT_COOKIE, parseSse } from '@shared/contract/chat';
import { send, type Target } from './operation-calls';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A visitor's first call, as the document's example of POST /chat/visitor/conversation. */
export const CHAT_START = {
  name: 'Dr. Lena Fischer',
  email: 'lena.fischer@alpine-dental.example',
  message: 'Do you plan for Straumann BLX implants, and can I send the intraoral scan as STL only?',
  page: '/services',
  timeZone: 'Europe/Berlin',
};

/** The JSON of an answer that must have `status`; another status throws with what it said. */
export async function jsonOf(res: Response, what: string, status: number): Promise<Json> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as Json) : {};
}

/** Switches the chat on or off (Features, "Enable Chat"), as an admin who may (the super admin's token). */
export async function setChatEnabled(target: Target, token: string, on = true) {
  const read = await send(target, { method: 'GET', path: '/homepage/settings', token });
  // A walk over every operation on one dataset may have removed the settings (createHomepageSettings' set-up).
  if (read.status === 404) {
    await read.text();
    const json = { metaTitle: 'NovaGuide', metaDescription: 'Surgical guide planning', siteName: 'NovaGuide', features: { enableChat: on } };
    await jsonOf(await send(target, { method: 'POST', path: '/homepage/settings', json, token }), 'POST /homepage/settings', 201);
    return;
  }
  const settings = await jsonOf(read, 'GET /homepage/settings', 200);
  const path = `/homepage/settings/${encodeURIComponent(settings.data._id)}`;
  // The settings are sent back whole (their required fields with them), the one switch changed.
  const json = { ...settings.data, features: { ...settings.data.features, enableChat: on } };
  await jsonOf(await send(target, { method: 'PUT', path, json, token }), `PUT ${path}`, 200);
}

/** The `name=value` of the chat cookie a response set, if any. */
export function chatCookieOf(res: Response): string | undefined {
  const cookies = res.headers.getSetCookie?.() ?? [res.headers.get('set-cookie') ?? ''];
  return cookies.map((c) => c.split(';')[0].trim()).find((c) => c.startsWith(`${CHAT_COOKIE}=`));
}

/** Starts a visitor's conversation: its answer's data and the Cookie header that carries its token. */
export async function startChat(target: Target, input: Partial<typeof CHAT_START> = {}): Promise<{ cookie: string; conversation: Json }> {
  const res = await send(target, { method: 'POST', path: '/chat/visitor/conversation', json: { ...CHAT_START, ...input }, token: null });
  const cookie = chatCookieOf(res);
  const body = await jsonOf(res, 'POST /chat/visitor/conversation', 201);
  if (!cookie) throw new Error('POST /chat/visitor/conversation set no novaguide_chat cookie');
  return { cookie, conversation: body.data };
}

/** A planner's reply in a conversation (the token's admin): the stored message. */
export async function replyInChat(target: Target, token: string, conversationId: string, text = 'Yes: STL is enough for the guide.'): Promise<Json> {
  const path = `/chat/conversations/${encodeURIComponent(conversationId)}/messages`;
  return (await jsonOf(await send(target, { method: 'POST', path, json: { text }, token }), `POST ${path}`, 201)).data;
}

/** How long a stream's body may stay silent before a reader takes what came as all there is, and the most it reads. */
export const STREAM_IDLE_MS = 300;
export const STREAM_MAX_BYTES = 256 * 1024;

/**
 * An event stream's text so far: read until it has been silent for STREAM_IDLE_MS (or STREAM_MAX_BYTES came), then
 * the connection is given up, as a stream never ends by itself.
 */
export async function readStreamWhileBusy(res: Response): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < STREAM_MAX_BYTES) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const idle = new Promise<'idle'>((resolve) => (timer = setTimeout(() => resolve('idle'), STREAM_IDLE_MS)));
      const next = await Promise.race([reader.read(), idle]);
      clearTimeout(timer);
      if (next === 'idle' || next.done) break;
      text += decoder.decode(next.value, { stream: true });
    }
  } finally {
    // Not awaited: letting go is all that is needed, and a proxy in between may hold the answer open a little longer.
    void reader.cancel().catch(() => undefined);
  }
  return text;
}

export type StreamEvent = ReturnType<typeof parseSse>['events'][number];

/** An open event stream read incrementally: wait for an event that matches, look at all so far, close it. */
export interface OpenStream {
  status: number;
  response: Response;
  /** Every event received so far, in order. */
  events: StreamEvent[];
  /** The raw text received so far. */
  text(): string;
  /** The first event (received or to come) that matches, or an error after `timeoutMs`. */
  waitFor(match: (e: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): Promise<void>;
}

/** Opens a stream (Accept: text/event-stream) and reads it in the background until `close()`. */
export async function openStream(target: Target, path: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const controller = new AbortController();
  const { baseUrl, fetch } = target;
  const response = await fetch(`${baseUrl}${path}`, { headers: { Accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: StreamEvent[] = [];
  let raw = '';
  let parsedUpTo = 0;
  const waiters = new Set<() => void>();
  const ok = response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
  const reader = ok ? response.body!.getReader() : undefined;
  // A refusal's body (JSON) is read whole, so nothing is left open.
  const refusal = ok ? undefined : await response.text();
  let ended = false;
  const pump = (async () => {
    if (!reader) return;
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        raw += decoder.decode(value, { stream: true });
        // Only whole frames (ended by a blank line) are parsed.
        const end = raw.lastIndexOf('\n\n');
        if (end + 2 > parsedUpTo) {
          events.push(...parseSse(raw.slice(parsedUpTo, end + 2)).events);
          parsedUpTo = end + 2;
          for (const wake of [...waiters]) wake();
        }
      }
    } catch {
      /* aborted */
    } finally {
      ended = true;
      for (const wake of [...waiters]) wake();
    }
  })();
  return {
    status: response.status,
    response,
    events,
    text: () => raw || (refusal ?? ''),
    waitFor(match, timeoutMs = 2000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) return finish(() => resolve(found));
          if (ended) return finish(() => reject(new Error(`the stream ended before a matching event came; it had: ${raw.slice(0, 1500)}`)));
        };
        const timer = setTimeout(
          () => finish(() => reject(new Error(`no matching event within ${timeoutMs} ms; the stream had: ${raw.slice(0, 1500)}`))),
          timeoutMs,
        );
        const finish = (then: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          then();
        };
        waiters.add(check);
        check();
      });
    },
    async close() {
      controller.abort();
      // Not awaited: letting go is all a client does; the server notices when the connection ends.
      void reader?.cancel().catch(() => undefined);
      await Promise.race([pump, new Promise((resolve) => setTimeout(resolve, 500))]);
    },
  };
}
