// The session model shared by the server and the mocks (ADR 0001): a short-lived access token held in memory by
// the page, and a refresh token in an HttpOnly cookie scoped to the refresh call, rotated on every use.
import { cookieOf } from './cookies';

/** The refresh cookie's name. */
export const REFRESH_COOKIE = 'novaguide_refresh';
/** The refresh cookie's Path: only the refresh call carries it. */
export const REFRESH_COOKIE_PATH = '/api/admin/refresh-token';
/** The absolute session limit when SESSION_MAX_HOURS is not set. */
export const DEFAULT_SESSION_MAX_HOURS = 12;
/**
 * A rotated refresh token presented again this soon after its rotation is taken as a retry of a lost answer (an
 * aborted page load, two tabs reloading at once): it gets a new token like the first time. Later, it is a reuse and
 * ends the whole session.
 */
export const REFRESH_RETRY_GRACE_MS = 10_000;
/** The `aud` of a session access token; a download link's is DOWNLOAD_AUDIENCE. */
export const ACCESS_TOKEN_AUDIENCE = 'novaguide:admin-session';

/**
 * The refresh token a Cookie header carries, if any. One that is not valid percent-encoding is still a cookie the
 * browser presented: it is refused as any token that does not verify (401, and the cookie is cleared), never a 500.
 */
export const refreshCookieOf = (cookieHeader: string | null | undefined): string | undefined =>
  cookieOf(cookieHeader, REFRESH_COOKIE, { malformed: 'as-written' });
