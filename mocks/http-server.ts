// The mocks over real HTTP: the same MSW handlers Storybook and `npm run dev` use, answered by a Node server, so a
// test kit calls the mocks at a URL exactly as it calls the backend. Each request becomes a fetch Request for MSW's
// getResponse, and its Response is written back as it is (status, every header, the body streamed). Outside Vite
// and Vitest the handlers' `?raw` import of openapi.yaml needs the hooks of raw-imports.ts registered first: serve.ts
// registers them before it imports this module.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { getResponse } from 'msw';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '@shared/contract/sessions';
import { db } from './db';
import { handlers } from './handlers';
import { setBaseDelay, setTestStateKey, setTrustProxy } from './route';

export interface MockHttpServerOptions {
  /** 0 or absent: any free port (the answer's url says which). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Mounts the Test State calls under this key; without one they answer 404, as on a server started without one. */
  testStateKey?: string;
}

export interface MockHttpServer {
  /** http://host:port, without a trailing slash. */
  url: string;
  close(): Promise<void>;
}

const json = (status: number, body: unknown) => ({ status, type: 'application/json', text: JSON.stringify(body) });

/** What no handler answered: the API's 404 envelope under /api, a bare 404 elsewhere. */
const notFound = (path: string) =>
  path === '/api' || path.startsWith('/api/')
    ? json(404, { success: false, message: 'Route not found' })
    : { status: 404, type: 'text/plain; charset=utf-8', text: 'Not Found' };

/** A request body, read whole: the mocks' uploads are small, and a buffered body needs no half-duplex stream. */
async function bodyOf(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toRequest(req: IncomingMessage, origin: string, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'x-forwarded-for') continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // The caller's address is the connection's, as a server with no trusted proxy sees it: whatever the client wrote in
  // X-Forwarded-For is dropped, and the handlers (trusting one proxy: this server) read the socket's address there.
  headers.set('x-forwarded-for', (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''));
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body: body as BodyInit | undefined });
}

/** What the memory holds during a call that carries no cookie: a sign-out clears it, a sign-in replaces it. */
const UNTOUCHED = '\u0000untouched';

/** The refresh cookie a request carries (only the refresh call gets it: the cookie's Path). */
function refreshCookieOf(req: IncomingMessage): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === REFRESH_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

/**
 * In a browser the mocks keep the refresh token in their memory (a service worker cannot set an HttpOnly cookie);
 * over HTTP the client holds it, as the server's clients do: the request's cookie goes into that memory for the
 * call, and what the call left there goes back in a Set-Cookie with the server's attributes (a cleared one expired).
 */
function refreshCookieHeader(before: string | undefined): string | undefined {
  const left = db.refreshCookie;
  db.refreshCookie = undefined;
  if (left === before) return undefined;
  const attributes = `Path=${REFRESH_COOKIE_PATH}; HttpOnly; SameSite=Strict`;
  if (!left) return `${REFRESH_COOKIE}=; ${attributes}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  const family = db.sessionFamilies.get(db.refreshTokens.get(left)?.familyId ?? '');
  return `${REFRESH_COOKIE}=${left}; ${attributes}; Expires=${new Date(family?.expiresAt ?? Date.now()).toUTCString()}`;
}

async function writeResponse(res: ServerResponse, response: Response, isHead: boolean) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  // Headers joins several Set-Cookie values into one line a client cannot split: each is written on its own.
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText || undefined, headers);
  if (isHead || !response.body) {
    res.end();
    await response.body?.cancel();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res);
}

function writeText(res: ServerResponse, answer: { status: number; type: string; text: string }, isHead: boolean) {
  res.writeHead(answer.status, { 'content-type': answer.type, 'content-length': Buffer.byteLength(answer.text) });
  res.end(isHead ? undefined : answer.text);
}

let queue: Promise<unknown> = Promise.resolve();
/** Runs `work` once every call queued before it has ended. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work);
  queue = run.catch(() => undefined);
  return run;
}

/** Starts the server; the Test State key is the process's while it runs (the mocks' state is one per process). */
export async function startMockHttpServer(opts: MockHttpServerOptions = {}): Promise<MockHttpServer> {
  const host = opts.host ?? '127.0.0.1';
  // The dev build's latency is for loading states on screen; a test kit waits for none.
  setBaseDelay(0);
  setTestStateKey(opts.testStateKey);
  setTrustProxy('1');

  let origin = '';
  const server = createServer(async (req, res) => {
    const isHead = req.method === 'HEAD';
    try {
      const request = toRequest(req, origin, await bodyOf(req));
      // The handlers run one request at a time, so that one client's cookie never meets another's in the memory.
      const refreshCall = new URL(req.url ?? '/', 'http://x').pathname === REFRESH_COOKIE_PATH;
      const presented = refreshCall ? refreshCookieOf(req) : undefined;
      const { response, cookie } = await oneAtATime(async () => {
        const before = refreshCall ? presented : UNTOUCHED;
        db.refreshCookie = before;
        const answer = await getResponse(handlers, request);
        return { response: answer, cookie: refreshCookieHeader(before) };
      });
      if (!response) return writeText(res, notFound(new URL(request.url).pathname), isHead);
      // HttpResponse.error(): the mocks' network failure (the `offline` scenario), a dropped connection here too.
      if (response.type === 'error') return void res.destroy();
      if (cookie) response.headers.append('set-cookie', cookie);
      await writeResponse(res, response, isHead);
    } catch (e) {
      // A client leaving a stream part-way (how an event stream ends) is no failure.
      if (res.headersSent && (e as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return void res.destroy();
      console.error('[mocks] request failed', req.method, req.url, e);
      if (res.headersSent) return void res.destroy();
      writeText(res, json(500, { success: false, message: 'Internal server error' }), isHead);
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        setTestStateKey(undefined);
        setTrustProxy(undefined);
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}
