// Sign-in, sign-out and the session's own profile, with the server's throttle and messages (DECISIONS 8, 11).
import { AUTH_MESSAGES, LOGIN_THROTTLE } from '@contract/messages';
import { issueSession, type AuthContext } from '../auth';
import { db, nowIso } from '../db';
import { HttpError } from '@contract/http-error';
import { route, ok, done } from '../route';
import { failedSignInActivity, signInActivity, signOutActivity } from '@contract/activity';
import { recordActivity } from '../activity';

/** The caller of a protected operation (the kit always authenticates those before the resolver runs). */
export function signedIn(auth: AuthContext | undefined): AuthContext {
  if (!auth) throw new HttpError(401, AUTH_MESSAGES.missingToken);
  return auth;
}

/** The failures recorded under a throttle key within the window; older ones are forgotten. */
function recentFailures(key: string, now: number): number[] {
  const recent = (db.loginFailures.get(key) ?? []).filter((t) => now - t < LOGIN_THROTTLE.windowMs);
  db.loginFailures.set(key, recent);
  return recent;
}

export const sessionRoutes = [
  route('post', '/admin/login', async ({ body, clientKey }) => {
    const email = body.email.trim().toLowerCase();
    const emailKey = `email:${email}`;
    const keys = [emailKey, `ip:${clientKey}`];
    const now = Date.now();
    // Throttled callers are refused before the password is looked at.
    if (keys.some((k) => recentFailures(k, now).length >= LOGIN_THROTTLE.maxFailures)) {
      throw new HttpError(429, AUTH_MESSAGES.throttled);
    }

    const record = db.admins.find((a) => a.admin.email.toLowerCase() === email);
    if (!record || record.password !== body.password) {
      for (const k of keys) recentFailures(k, now).push(now);
      recordActivity(failedSignInActivity(email, record?.admin._id));
      throw new HttpError(401, AUTH_MESSAGES.badCredentials);
    }

    // Inactive and suspended admins get a session too: the client reads data.admin.status.
    db.loginFailures.delete(emailKey);
    record.admin.lastLoginAt = nowIso();
    recordActivity(signInActivity(record.admin._id, email));
    return ok(await issueSession(record.admin), 'Login successful');
  }),

  route(
    'post',
    '/admin/logout',
    ({ auth }) => {
      db.revokedTokens.add(signedIn(auth).jti);
      recordActivity(signOutActivity(signedIn(auth).admin._id));
      return done('Logged out successfully');
    },
    { allowInactive: true },
  ),

  route(
    'post',
    '/admin/refresh-token',
    async ({ auth }) => {
      const { admin, jti } = signedIn(auth);
      db.revokedTokens.add(jti);
      return ok(await issueSession(admin), 'Token refreshed successfully');
    },
    { allowInactive: true },
  ),

  route('get', '/admin/me', ({ auth }) => ok(signedIn(auth).admin)),
];
