// Messages the server (and the mocks) answer with, where clients depend on the exact text (ADRs 0014, 0017).
export const AUTH_MESSAGES = {
  missingToken: 'Authentication required',
  /** A refresh without a refresh cookie: an answer (200, data null), not a failure. */
  noSession: 'No active session',
  invalidToken: 'Invalid token',
  expiredToken: 'Token expired',
  inactive: 'Account is not active',
  superAdminOnly: 'Super admin access required',
  badCredentials: 'Invalid email or password',
  throttled: 'Too many login attempts. Please try again later.',
} as const;

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again later.';

/** Messages that end a session when /admin/me answers with them (docs/product/states.md). */
export const SESSION_ENDING_MESSAGES: readonly string[] = [AUTH_MESSAGES.invalidToken, AUTH_MESSAGES.expiredToken, AUTH_MESSAGES.inactive];

export const TOKEN_LIFETIME_SECONDS = 30 * 60;
/**
 * Login failures are counted per account and address (email + address) and per address: from the 5th failure
 * within the window a bucket waits 1 minute after its last failure, doubling with each further failure up to
 * 15 minutes (ADR 0001).
 */
export const LOGIN_THROTTLE = { maxFailures: 5, windowMs: 60 * 60 * 1000, firstWaitMs: 60 * 1000, maxWaitMs: 15 * 60 * 1000 } as const;

/** How long a bucket with these failure times (newest last) must still wait, in ms (0: not locked). */
export function loginWaitMs(failures: readonly number[], now: number): number {
  const recent = failures.filter((t) => now - t < LOGIN_THROTTLE.windowMs);
  if (recent.length < LOGIN_THROTTLE.maxFailures) return 0;
  const wait = Math.min(LOGIN_THROTTLE.firstWaitMs * 2 ** (recent.length - LOGIN_THROTTLE.maxFailures), LOGIN_THROTTLE.maxWaitMs);
  return Math.max(0, Math.max(...recent) + wait - now);
}
export const PUBLIC_WRITE_LIMIT = { maxRequests: 20, windowMs: 15 * 60 * 1000 } as const;
export const CASE_FILE_WINDOW_MS = 60 * 60 * 1000;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const CASE_FILE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * What a 5xx answer says (ADR 0004): that something failed, and the request id the server's log line has too;
 * never the error's own text. A database outage keeps its own fixed message (503) beside the same id.
 */
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';
export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable';
export const serverErrorMessage = (requestId: string) => `${SERVER_ERROR_MESSAGE} (request id ${requestId})`;
export const MALFORMED_URL_MESSAGE = 'Malformed URL: bad percent-encoding';
