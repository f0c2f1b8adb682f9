// A rolling restart behind a load balancer loses nobody. Two instances on one MySQL database sit behind a small
// balancer that polls each one's /readyz and sends requests only to the ready ones (round robin, keep-alive
// connections to the instances, no retries), as a real one does. Visitors keep reading pages and the API and
// booking, over kept-alive and fresh connections, while each instance in turn is stopped as SIGTERM stops it (the
// drain, then the requests in flight) and started again on its port. No visitor may see a refused or reset
// connection, or a 5xx.
import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { render } from '@/entry-server';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/middleware/request-log';
import { startServer, type RunningServer } from '../src/server';
import { mysqlAvailable, mysqlDatabase } from './harness';
import { sourceSite } from './source-site';
import { bookingRequest } from './visitor';

const available = await mysqlAvailable();
if (!available && process.env.REQUIRE_MYSQL) throw new Error('REQUIRE_MYSQL is set but MySQL does not answer at 127.0.0.1:3306');

const POLL_MS = 150;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const portOf = (server: Server) => (server.address() as AddressInfo).port;

/** The balancer: in rotation is whoever answered its last /readyz poll with 200. */
function startBalancer(ports: number[]) {
  const ready = ports.map(() => false);
  const served = ports.map(() => 0);
  const upstream = new Agent({ keepAlive: true, maxSockets: 32 });
  let stopped = false;
  const poll = async (i: number) => {
    while (!stopped) {
      ready[i] = await new Promise<boolean>((resolve) => {
        const probe = request({ host: '127.0.0.1', port: ports[i], path: '/readyz', agent: false, timeout: 1000 }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        });
        probe.on('error', () => resolve(false));
        probe.on('timeout', () => probe.destroy());
        probe.end();
      });
      await sleep(POLL_MS);
    }
  };
  ports.forEach((_, i) => void poll(i));
  let next = 0;
  const server = createServer((req, res) => {
    const candidates = ports.map((_, i) => (next + i) % ports.length).filter((i) => ready[i]);
    if (!candidates.length) {
      res.writeHead(503, { 'X-Balancer': 'no instance ready' }).end();
      return;
    }
    const chosen = candidates[0];
    next = chosen + 1;
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const forward = request(
      {
        host: '127.0.0.1',
        port: ports[chosen],
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor },
        agent: upstream,
      },
      (answer) => {
        served[chosen]++;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    // What the instance did to the connection, told to the visitor: ECONNREFUSED, ECONNRESET, or a hang-up.
    forward.on('error', (e: NodeJS.ErrnoException) => {
      if (!res.headersSent) res.writeHead(502, { 'X-Upstream-Error': e.code ?? e.message }).end();
      else res.destroy();
    });
    req.pipe(forward);
  });
  return {
    server,
    isReady: (i: number) => ready[i],
    /** How many requests instance `i` has answered so far. */
    served: (i: number) => served[i],
    close: async () => {
      stopped = true;
      upstream.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

type Outcome = { status: number; upstreamError?: string } | { error: string };

/** One request through the balancer: its status, or what went wrong on the way. */
function send(port: number, opts: { method: string; path: string; body?: string; agent: Agent | false; from?: string }): Promise<Outcome> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {};
    if (opts.body) Object.assign(headers, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(opts.body)) });
    if (opts.from) headers['X-Forwarded-For'] = opts.from;
    const req = request({ host: '127.0.0.1', port, method: opts.method, path: opts.path, headers, agent: opts.agent }, (res: IncomingMessage) => {
      res.resume();
      res.on('end', () => {
        const upstreamError = res.headers['x-upstream-error'];
        resolve({ status: res.statusCode ?? 0, ...(typeof upstreamError === 'string' ? { upstreamError } : {}) });
      });
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end(opts.body);
  });
}

describe.skipIf(!available)('a rolling restart of two instances behind a load balancer', () => {
  const running: RunningServer[] = [];
  let balancer: ReturnType<typeof startBalancer> | undefined;
  let dir: string;
  afterAll(async () => {
    await balancer?.close();
    for (const r of running) await r.close(0);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses, resets and fails no request while each instance drains, stops and starts again', async () => {
    dir = mkdtempSync(join(tmpdir(), 'novaguide-rolling-'));
    const env = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://www.novaguide.example',
      JWT_SECRET: 'rolling-restart-secret-rolling-restart-0123',
      DATABASE_URL: await mysqlDatabase('novaguide_rolling_restart'),
      SEED_DEMO: 'true',
      HOST: '127.0.0.1',
      DIST_DIR: sourceSite().distDir,
      UPLOADS_DIR: join(dir, 'uploads'),
      // The balancer appends the visitor's address it saw; each test visitor books from an address of its own.
      TRUST_PROXY: '127.0.0.1',
      // Several of the balancer's polls long: it takes the instance out before the instance stops accepting.
      SHUTDOWN_DRAIN_MS: String(POLL_MS * 6),
      SHUTDOWN_GRACE_MS: '5000',
    };
    const logger = createLogger({ logLevel: 'silent', logFormat: 'json' });
    const start = (port: number) => startServer(loadConfig({ ...env, PORT: String(port) }, dir), { logger, renderApp: render });
    for (let i = 0; i < 2; i++) running.push(await start(0));
    const ports = running.map((r) => portOf(r.server));
    balancer = startBalancer(ports);
    const lb = await new Promise<number>((resolve) => balancer!.server.listen(0, '127.0.0.1', () => resolve(portOf(balancer!.server))));
    const bothReady = async () => {
      while (!balancer!.isReady(0) || !balancer!.isReady(1)) await sleep(50);
    };
    await bothReady();

    // The visitors: pages and API reads, bookings; some keep their connection to the balancer, some open one each time.
    const outcomes: Outcome[] = [];
    let loading = true;
    let booked = 0;
    const visitor = async (agent: Agent | false, next: () => { method: string; path: string; body?: string; from?: string }) => {
      while (loading) {
        outcomes.push(await send(lb, { ...next(), agent }));
        await sleep(10);
      }
    };
    const reads = ['/', '/api/hero/active-list', '/contact', '/api/pricing/getActivePlans', '/api/testimonials/active'];
    let read = 0;
    const reader = () => ({ method: 'GET', path: reads[read++ % reads.length] });
    const booker = () => {
      booked++;
      return {
        method: 'POST',
        path: '/api/booking/create',
        body: JSON.stringify(bookingRequest({ name: `Dr. Visitor ${booked}` })),
        from: `10.20.${Math.floor(booked / 250)}.${booked % 250}`,
      };
    };
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    const load = Promise.all([
      visitor(new Agent({ keepAlive: true, maxSockets: 1 }), reader),
      visitor(new Agent({ keepAlive: true, maxSockets: 1 }), reader),
      visitor(false, reader),
      visitor(false, reader),
      visitor(keepAlive, booker),
      visitor(false, booker),
    ]);

    // Both instances answer visitors before the first restart, and the restarted one before the next.
    const answered = (i: number, count: number) =>
      vi.waitFor(() => expect(balancer!.served(i)).toBeGreaterThanOrEqual(count), { timeout: 20_000, interval: 20 });
    await answered(0, 10);
    await answered(1, 10);
    const before = outcomes.length;
    for (let i = 0; i < 2; i++) {
      // What SIGTERM does (stopOnSignals): out of rotation while still serving, then the requests in flight.
      await running[i].drain();
      await running[i].close();
      const servedBefore = balancer!.served(i);
      running[i] = await start(ports[i]);
      await bothReady();
      await answered(i, servedBefore + 10);
    }
    loading = false;
    await load;
    keepAlive.destroy();

    const count = (what: (o: Outcome) => boolean) => outcomes.filter(what).length;
    const failure = (o: Outcome) => ('error' in o ? o.error : o.upstreamError);
    const refused = count((o) => failure(o) === 'ECONNREFUSED');
    const reset = count((o) => failure(o) === 'ECONNRESET' || failure(o) === 'socket hang up');
    const notAnswered = outcomes.filter((o) => 'error' in o || o.status >= 500);
    console.log(`rolling restart: ${outcomes.length} requests, ${outcomes.length - before} during the restarts; refused ${refused}, reset ${reset}`);
    expect(outcomes.length - before).toBeGreaterThan(20);
    expect({ refused, reset }).toEqual({ refused: 0, reset: 0 });
    expect(notAnswered).toEqual([]);
    // Bookings were made throughout, not refused by a limit: the answers were the real ones.
    expect(count((o) => 'status' in o && o.status === 201)).toBeGreaterThan(0);
  }, 120_000);
});
