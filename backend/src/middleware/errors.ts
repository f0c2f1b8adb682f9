// First middleware: every failure becomes the API's error envelope; a database outage becomes 503. A 5xx says only
// that something failed, with the request id; the error itself goes to the log under that id (ADR 0004).
import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import { HttpError } from '@contract/http-error';
import { CASE_FILE_SIZE_MESSAGE } from '@contract/file-types';
import { UNAVAILABLE_MESSAGE, serverErrorMessage } from '@contract/messages';
import { hasMalformedEscape, malformedUrl } from '@contract/url-escapes';
import { requestIdOf } from './request-log';

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
]);

/** True for errors that mean the database is unreachable (not a bad query). */
export function isDatabaseUnavailable(e: unknown): boolean {
  const err = e as { code?: string; name?: string; message?: string; errno?: string };
  if (err?.code && UNAVAILABLE_CODES.has(err.code)) return true;
  if (err?.name === 'KnexTimeoutError') return true;
  return /Timeout acquiring a connection|Connection lost|connect ECONNREFUSED|Pool is closed/i.test(err?.message ?? '');
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
