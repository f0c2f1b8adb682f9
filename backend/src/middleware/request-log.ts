// One structured line per request (pino): a request id (also sent back as X-Request-Id), method, path, status,
// duration and, when signed in, the admin's id. Never a body, a query string or a header: so never a password,
// a token or a case file's name. JSON in production, readable lines on a developer's terminal.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config';

export type { Logger };

/** The app's logger; `destination` replaces stdout (tests read the lines). */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>, destination?: DestinationStream): Logger {
  const options = { level: config.logLevel, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  if (destination) return pino(options, destination);
  if (config.logFormat === 'pretty') {
    return pino(options, pretty({ colorize: !!process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss', ignore: 'reqId,method,path,status,durationMs,adminId' }));
  }
  return pino(options);
}

interface RequestInfo {
  id: string;
  adminId?: string;
}

const requests = new WeakMap<IncomingMessage, RequestInfo>();

/** An id a load balancer or proxy already gave the request is kept when it is a plain token. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Probes of load balancers are logged at debug level only: they would drown everything else. */
const PROBES = new Set(['/healthz', '/readyz']);

/** The request's id (for error lines and anything else logged while it runs). */
export function requestIdOf(req: IncomingMessage): string | undefined {
  return requests.get(req)?.id;
}

/** The route kit tells the log who is signed in, once the token is checked. */
export function noteAdmin(req: IncomingMessage, adminId: string) {
  const info = requests.get(req);
  if (info) info.adminId = adminId;
}

/**
 * Starts a request's log line: gives it an id, sends the id back, and writes the line when the answer is
 * finished (or the client went away). Runs before anything else, the content cache's hits included.
 */
export function requestLogger(logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    const forwarded = req.headers['x-request-id'];
    const id = typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    const info: RequestInfo = { id };
    requests.set(req, info);
    res.setHeader('X-Request-Id', id);
    let written = false;
    const write = () => {
      if (written) return;
      written = true;
      const path = (req.url ?? '/').split('?')[0];
      const status = res.writableFinished || res.headersSent ? res.statusCode : 499;
      const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
      const line = { reqId: id, method: req.method, path, status, durationMs, ...(info.adminId ? { adminId: info.adminId } : {}) };
      const msg = `${req.method} ${path} ${status} ${durationMs} ms${info.adminId ? ` admin ${info.adminId}` : ''}`;
      if (PROBES.has(path)) logger.debug(line, msg);
      else if (status >= 500) logger.error(line, msg);
      else logger.info(line, msg);
    };
    res.once('finish', write);
    res.once('close', write);
  };
}

/** What an error line may say about a failure: never the SQL with its values (a driver puts them in the message). */
export function describeError(e: unknown) {
  const err = e as { name?: string; code?: string; sqlMessage?: string; message?: string; stack?: string };
  if (err?.sqlMessage || err?.code?.startsWith?.('ER_') || err?.code?.startsWith?.('SQLITE_')) {
    return { type: err.name, code: err.code, message: 'database error' };
  }
  return { type: err?.name, code: err?.code, message: err?.message?.slice(0, 500), stack: err?.stack?.split('\n').slice(0, 8).join('\n') };
}
