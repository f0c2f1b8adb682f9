// Messages the server (and the mocks) answer with, where clients depend on the exact text (DECISIONS 8, 11).
export const AUTH_MESSAGES = {
  missingToken: 'Authentication required',
  invalidToken: 'Invalid token',
  expiredToken: 'Token expired',
  inactive: 'Account is not active',
  superAdminOnly: 'Super admin access required',
  badCredentials: 'Invalid email or password',
  throttled: 'Too many login attempts. Please try again later.',
} as const;

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again later.';

/** Messages that end a session when /admin/me answers with them (spec section 4). */
export const SESSION_ENDING_MESSAGES: readonly string[] = [AUTH_MESSAGES.invalidToken, AUTH_MESSAGES.expiredToken, AUTH_MESSAGES.inactive];

export const TOKEN_LIFETIME_SECONDS = 30 * 60;
export const LOGIN_THROTTLE = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;
export const PUBLIC_WRITE_LIMIT = { maxRequests: 20, windowMs: 15 * 60 * 1000 } as const;
export const CASE_FILE_WINDOW_MS = 60 * 60 * 1000;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const CASE_FILE_MAX_BYTES = 10 * 1024 * 1024;
