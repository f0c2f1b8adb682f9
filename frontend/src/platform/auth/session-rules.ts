// The admin session's rules (docs/product/states.md and limits.md; ADR 0014).

/** Set (per tab) while this tab is in the admin area, so leaving it can be told apart from arriving elsewhere. */
export const ADMIN_TAB_FLAG = 'adminAreaTab';

/** While in the admin area with a session, the token is refreshed this often. */
export const SESSION_REFRESH_MS = 15 * 60_000;
/** An auth-init marker older than this is stale (its tab never finished) and is reset. */
export const AUTH_INIT_MARKER_MAX_AGE_MS = 10_000;
/** Shown when a refresh fails without a message of its own. */
export const REFRESH_FAILED = 'Token refresh failed';

/** Outside the admin area, validating the session ends it only on these server messages. */
export const SESSION_ENDING_MESSAGES: readonly string[] = ['Invalid token', 'Token expired', 'Account is not active'];

/** The admin area: paths beginning with /admin, and /login. */
export function isAdminArea(pathname: string): boolean {
  return pathname === '/login' || pathname === '/admin' || pathname.startsWith('/admin/');
}

/** How long until the next refresh, given when the token was last issued or validated. */
export function nextRefreshIn(validatedAt: number, now: number): number {
  return Math.max(0, validatedAt + SESSION_REFRESH_MS - now);
}

/** Whether another validation (this tab's or another's) is under way: a marker set less than 10 s ago. */
export function initInProgress(markerAt: number, now: number): boolean {
  return markerAt > 0 && now - markerAt < AUTH_INIT_MARKER_MAX_AGE_MS;
}
