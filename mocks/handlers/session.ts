// Sign-in, refresh, sign-out and the session's own profile, with the server's throttle, rotation and messages
// (ADR 0001). The refresh cookie is the mocks' own memory (see mocks/auth.ts).
import { HttpResponse } from 'msw';
import { AUTH_MESSAGES, LOGIN_THROTTLE, loginWaitMs } from '@shared/contract/messages';
import { endFamily, issueSession, refreshSession, revokeAdminSessions, type AuthContext } from '../auth';
import { db, nowIso } from '../db';
import { HttpError } from '@shared/contract/http-error';
import { route, ok, done } from '../route';
import { accountActivity, accountFieldsChanged, failedSignInActivity, signInActivity, signOutActivity } from '@shared/contract/activity';
import { recordActivity } from '../activity';
import { setProfile } from './admins';

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
    // Per account at this address, and per address: an outsider's failures never hold the admin up elsewhere.
    const accountKey = `account:${email}|${clientKey}`;
    const keys = [accountKey, `ip:${clientKey}`];
    const now = Date.now();
    // Throttled callers are refused before the password is looked at.
    const wait = Math.max(...keys.map((k) => loginWaitMs(recentFailures(k, now), now)));
    if (wait > 0) {
      return HttpResponse.json(
        { success: false as const, message: AUTH_MESSAGES.throttled },
        { status: 429, headers: { 'Retry-After': String(Math.ceil(wait / 1000)) } },
      );
    }

    const record = db.admins.find((a) => a.admin.email.toLowerCase() === email);
    if (!record || record.password !== body.password) {
      for (const k of keys) recentFailures(k, now).push(now);
      recordActivity(failedSignInActivity(email, record?.admin._id));
      throw new HttpError(401, AUTH_MESSAGES.badCredentials);
    }

    // Inactive and suspended admins get an access token too (no refresh): the client reads data.admin.status.
    db.loginFailures.delete(accountKey);
    record.admin.lastLoginAt = nowIso();
    recordActivity(signInActivity(record.admin._id, email));
    return ok(await issueSession(record.admin), 'Login successful');
  }),

  route(
    'post',
    '/admin/logout',
    ({ auth }) => {
      const { jti, sid, admin } = signedIn(auth);
      db.revokedTokens.add(jti);
      endFamily(sid);
      recordActivity(signOutActivity(admin._id));
      return done('Logged out successfully');
    },
    { allowInactive: true },
  ),

  route(
    'post',
    '/admin/logout-all',
    ({ auth }) => {
      const { admin } = signedIn(auth);
      revokeAdminSessions(admin._id);
      db.refreshCookie = undefined;
      recordActivity(signOutActivity(admin._id));
      return done('Signed out everywhere');
    },
    { allowInactive: true },
  ),

  route('post', '/admin/refresh-token', async () => {
    const renewed = await refreshSession();
    return renewed ? ok(renewed, 'Token refreshed successfully') : ok(null, AUTH_MESSAGES.noSession);
  }),

  route('get', '/admin/me', ({ auth }) => ok(signedIn(auth).admin)),

  route('patch', '/admin/me', ({ auth, body }) => {
    const record = db.admins.find((a) => a.admin._id === signedIn(auth).admin._id);
    if (!record) throw new HttpError(404, 'Admin not found');
    // A new record rather than a change of the one a session (or a page's store, in the stories) may hold.
    record.admin = { ...record.admin, updatedAt: nowIso() };
    setProfile(record.admin, body);
    recordActivity(accountActivity('admin-update', record.admin._id, record.admin, accountFieldsChanged(body)));
    return ok(record.admin, 'Profile updated successfully');
  }),
];
