// One structured line per request (pino): a request id (also sent back as X-Request-Id), method, path, status,
// duration and, when signed in, the admin's id. Never a body, a query string or a header: so never a password,
// a token or a case file's name. JSON in production, readable lines on a developer's terminal.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config';

export type { Logger };

/**
 * Where JSON lines go in production: stdout (or `dest`), buffered and written in 4 KB batches (or each second)
 * rather than one write per request, which halved the requests a cached page or read could serve.
 */
export function logDestination(dest: number | string = 1) {
  const destination = pino.destination({ dest, sync: false, minLength: 4096 });
  // A quiet instance's lines still go out within a second (and pino writes what is left when the process exits).
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Not open yet, or a write in progress: the next tick writes it.
    }
  }, 1000).unref();
  return destination;
}

/** Loggers whose lines people read on a terminal (pretty output). */
const READABLE = new WeakSet<Logger>();

/** The app's logger; `destination` replaces stdout (tests read the lines). */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>, destination?: DestinationStream): Logger {
  // JSON lines carry the time in epoch milliseconds (`time`): an ISO date per line is measurably slower.
  // `err` is already describeError's fields: pino's own error serializer would name their type 'Object'.
  const options = { level: config.logLevel, base: undefined, serializers: { err: (e: unknown) => (e instanceof Error ? pino.stdSerializers.err(e) : e) } };
  if (destination) return pino(options, destination);
  if (config.logFormat === 'pretty') {
    const logger = pino(
      options,
      pretty({ colorize: !!process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss', ignore: 'reqId,method,path,status,durationMs,adminId' }),
    );
    READABLE.add(logger);
    return logger;
  }
  return pino(options, logDestination());
}

interface RequestInfo {
  id: string;
  started: bigint;
  adminId?: string;
}

/** Kept on the request itself: cheaper than a WeakMap on the hot path of every cached page and read. */
const INFO = Symbol('request log');
type Tracked = IncomingMessage & { [INFO]?: RequestInfo };

/** An id a load balancer or proxy already gave the request is kept when it is a plain token. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Probes of load balancers are logged at debug level only: they would drown everything else. */
const PROBES = new Set(['/healthz', '/readyz']);

/** The request's id (for error lines and anything else logged while it runs). */
export function requestIdOf(req: IncomingMessage): string | undefined {
  return (req as Tracked)[INFO]?.id;
}

/** The route kit tells the log who is signed in, once the token is checked. */
export function noteAdmin(req: IncomingMessage, adminId: string) {
  const info = (req as Tracked)[INFO];
  if (info) info.adminId = adminId;
}

/**
 * Each request's log line. `begin` gives it its id before anything else runs; a request answered at once (a
 * content cache hit, which sends the id itself) gets its line from `answered`, and one Koa answers is followed to
 * the end of its answer (or the client going away) by `follow`, which also sends the id back.
 */
export class RequestLog {
  /** A line for people to read (pretty output) also says it all in its message; a JSON line has the fields. */
  private readonly readable: boolean;

  constructor(private readonly logger: Logger) {
    this.readable = READABLE.has(logger);
  }

  begin(req: IncomingMessage): string {
    const forwarded = req.headers['x-request-id'];
    const id = typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    (req as Tracked)[INFO] = { id, started: process.hrtime.bigint() };
    return id;
  }

  answered(req: IncomingMessage, status: number) {
    this.write(req, status);
  }

  follow(req: IncomingMessage, res: ServerResponse) {
    res.setHeader('X-Request-Id', requestIdOf(req) ?? this.begin(req));
    // 'close' comes after 'finish' on an answer sent, and alone when the client went away first.
    res.once('close', () => this.write(req, res.writableFinished ? res.statusCode : 499));
  }

  private write(req: IncomingMessage, status: number) {
    const info = (req as Tracked)[INFO];
    if (!info) return;
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const level = PROBES.has(path) ? 'debug' : status >= 500 ? 'error' : 'info';
    if (!this.logger.isLevelEnabled(level)) return;
    const durationMs = Math.round(Number(process.hrtime.bigint() - info.started) / 1e4) / 100;
    const line: Record<string, unknown> = { reqId: info.id, method: req.method, path, status, durationMs };
    if (info.adminId) line.adminId = info.adminId;
    this.logger[level](line, this.readable ? `${req.method} ${path} ${status} ${durationMs} ms${info.adminId ? ` admin ${info.adminId}` : ''}` : 'request');
  }
}

/**
 * What an error line says about a failure: its type, code, message and stack (ADR 0004), but never the SQL with its
 * values (a driver puts them in the message): for a database error, the driver's own text and the stack's frames.
 */
export function describeError(e: unknown) {
  const err = e as { name?: string; code?: string; sqlMessage?: string; message?: string; stack?: string };
  if (err?.sqlMessage || err?.code?.startsWith?.('ER_') || err?.code?.startsWith?.('SQLITE_')) {
    // Knex's message is `${sql} - ${the driver's text}`; MySQL also gives that text alone (sqlMessage).
    const driver = err.sqlMessage ?? err.message?.split(' - ').pop();
    const frames = err.stack?.split('\n').filter((l) => /^\s+at /.test(l));
    return { type: err.name, code: err.code, message: `database error: ${driver?.slice(0, 300) ?? 'unknown'}`, stack: frames?.slice(0, 16).join('\n') };
  }
  return { type: err?.name, code: err?.code, message: err?.message?.slice(0, 500), stack: err?.stack?.split('\n').slice(0, 8).join('\n') };
}
