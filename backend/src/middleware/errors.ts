// First middleware: every failure becomes the API's error envelope; a database outage becomes 503. A 5xx says only
// that something failed, with the request id; the error itself goes to the log under that id (ADR 0004).
import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import { HttpError } from '@shared/contract/http-error';
import { CASE_FILE_SIZE_MESSAGE } from '@shared/contract/file-types';
import { UNAVAILABLE_MESSAGE, serverErrorMessage } from '@shared/contract/messages';
import { hasMalformedEscape, malformedUrl } from '@shared/contract/url-escapes';
import { requestIdOf } from './request-log';

/** Error codes that say the database could not be reached or dropped the connection (never a bad query). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
  'ER_CLIENT_INTERACTION_TIMEOUT',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
]);

/**
 * What the drivers and the pool say, without a code, when the connection is gone: a command sent on a connection
 * already closed (the ROLLBACK of a transaction the outage cut: "ROLLBACK - Can't add new command when connection
 * is in closed state"), the server closing it, no connection from the pool in time, the pool shut down.
 */
const UNAVAILABLE_MESSAGES =
  /in closed state|Connection lost|Timeout acquiring a connection|Unable to acquire a connection|connect ECONNREFUSED|Pool is closed/i;

/** True for errors that mean the database is unreachable (not a bad query). */
export function isDatabaseUnavailable(e: unknown, depth = 0): boolean {
  const err = e as { code?: string; name?: string; message?: string; fatal?: boolean; cause?: unknown; errors?: unknown[] } | undefined;
  if (!err || typeof err !== 'object') return false;
  if (err.code && UNAVAILABLE_CODES.has(err.code)) return true;
  // mysql2 marks fatal the errors after which the connection cannot be used any more.
  if (err.fatal === true) return true;
  if (err.name === 'KnexTimeoutError') return true;
  if (UNAVAILABLE_MESSAGES.test(err.message ?? '')) return true;
  // A wrapped error (its cause), or each address tried (an AggregateError from a connect).
  if (depth >= 3) return false;
  return isDatabaseUnavailable(err.cause, depth + 1) || (Array.isArray(err.errors) && err.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)));
}

const isUniqueViolation = (e: unknown) => {
  const code = (e as { code?: string })?.code ?? '';
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};

export function errorMiddleware(log: (msg: string, e: unknown, ctx: Context) => void = (m, e) => console.error(m, e)) {
  return async function errors(ctx: Context, next: Next) {
    try {
      await next();
    } catch (e) {
      const err = e as { status?: number; statusCode?: number; message?: string; code?: string | number; httpCode?: number; type?: string };
      let status = 500;
      const requestId = requestIdOf(ctx.req) ?? randomUUID();
      let message = serverErrorMessage(requestId);
      let errors: { field: string; message: string }[] | undefined;
      if (e instanceof HttpError) {
        status = e.status;
        message = e.message;
        errors = e.errors;
      } else if (isDatabaseUnavailable(e)) {
        status = 503;
        message = UNAVAILABLE_MESSAGE;
        ctx.set('Retry-After', '5');
      } else if (isUniqueViolation(e)) {
        status = 409;
        message = 'A record with this value already exists';
      } else if (err.httpCode === 413 || err.code === 1009 || err.code === 1016 || err.type === 'entity.too.large' || err.status === 413) {
        status = 413;
        message = err.type === 'entity.too.large' ? 'Request body too large' : CASE_FILE_SIZE_MESSAGE;
      } else if (err.type === 'entity.parse.failed' || (err.status === 400 && /json/i.test(err.message ?? ''))) {
        status = 400;
        message = 'Malformed JSON body';
        errors = [{ field: '(body)', message: 'is not valid JSON' }];
      } else if (typeof err.status === 'number' && err.status >= 400 && err.status < 500) {
        status = err.status;
        message = err.message || 'Bad request';
      }
      if (status >= 500 && status !== 503) log(`[api] ${ctx.method} ${ctx.path} failed`, e, ctx);
      ctx.status = status;
      ctx.body = { success: false, message, ...(errors?.length ? { errors } : {}), ...(status >= 500 ? { requestId } : {}) };
    }
  };
}

/**
 * A path or query with a broken percent-escape (`/service-details/%E0%A4%A`, `?q=%E0`) is the caller's mistake:
 * 400 before anything decodes it, never a 500 from deep inside a route (ADR 0004).
 */
export function rejectMalformedUrl() {
  return async function malformedUrlCheck(ctx: Context, next: Next) {
    if (hasMalformedEscape(ctx.url)) throw malformedUrl();
    await next();
  };
}
