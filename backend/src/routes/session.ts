// Sign-in, refresh and sign-out (ADR 0001): the access token goes in the answer's body, the refresh token in an
// HttpOnly, SameSite=Strict cookie scoped to the refresh call (Secure when the request came over https), which
// page script never sees.
import type { Context } from 'koa';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH, refreshCookieOf } from '@shared/contract/sessions';
import { AUTH_MESSAGES } from '@shared/contract/messages';
import type { Config } from '../config';
import { accountActivity, accountFieldsChanged } from '@shared/contract/activity';
import { done, ok, route } from '../route';
import { updateProfile } from '../services/admins';
import { recordActivity } from '../services/activity';
import * as session from '../services/session';
import { setSiteCookie } from '../middleware/site-cookie';

function setCookie(koa: Context, trust: Config['trustProxy'], value: string, expires: Date) {
  setSiteCookie(koa, trust, REFRESH_COOKIE, value, { sameSite: 'strict', path: REFRESH_COOKIE_PATH, expires });
}

function setRefreshCookie(koa: Context, trust: Config['trustProxy'], issued: session.IssuedSession) {
  if (issued.refreshToken) setCookie(koa, trust, issued.refreshToken, new Date(issued.endsAt!));
  else clearRefreshCookie(koa, trust);
}

const clearRefreshCookie = (koa: Context, trust: Config['trustProxy']) => setCookie(koa, trust, '', new Date(0));

export const sessionRoutes = [
  route('post', '/admin/login', async ({ deps, body, clientKey, koa }) => {
    try {
      const issued = await session.login(deps.db, deps.config, body, clientKey);
      setRefreshCookie(koa, deps.config.trustProxy, issued);
      return ok(issued.session, 'Login successful');
    } catch (e) {
      if (e instanceof session.ThrottledError) koa.set('Retry-After', String(e.retryAfterSeconds));
      throw e;
    }
  }),
  route(
    'post',
    '/admin/logout',
    async ({ deps, auth, koa }) => {
      await session.logout(deps.db, session.signedIn(auth));
      clearRefreshCookie(koa, deps.config.trustProxy);
      return done('Logged out successfully');
    },
    { allowInactive: true },
  ),
  route(
    'post',
    '/admin/logout-all',
    async ({ deps, auth, koa }) => {
      await session.logoutAll(deps.db, session.signedIn(auth));
      clearRefreshCookie(koa, deps.config.trustProxy);
      return done('Signed out everywhere');
    },
    { allowInactive: true },
  ),
  route('post', '/admin/refresh-token', async ({ deps, koa }) => {
    try {
      const issued = await session.refresh(deps.db, deps.config, refreshCookieOf(koa.get('cookie')));
      if (!issued) return ok(null, AUTH_MESSAGES.noSession);
      setRefreshCookie(koa, deps.config.trustProxy, issued);
      return ok(issued.session, 'Token refreshed successfully');
    } catch (e) {
      clearRefreshCookie(koa, deps.config.trustProxy);
      throw e;
    }
  }),
  route('get', '/admin/me', ({ auth }) => ok(session.signedIn(auth).admin)),
  route('patch', '/admin/me', async ({ deps, auth, body }) => {
    const me = session.signedIn(auth).admin._id;
    const admin = await updateProfile(deps.db, me, body);
    deps.releases?.contentChanged();
    await recordActivity(deps.db, accountActivity('admin-update', me, admin, accountFieldsChanged(body)));
    return ok(admin, 'Profile updated successfully');
  }),
];
