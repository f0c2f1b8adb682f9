// Sign-in, refresh and sign-out (ADR 0001): the access token goes in the answer's body, the refresh token in an
// HttpOnly, SameSite=Strict cookie scoped to the refresh call (Secure when the request came over https), which
// page script never sees.
import type { Context } from 'koa';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH, refreshCookieOf } from '@contract/sessions';
import { done, ok, route } from '../route';
import * as session from '../services/session';

const cookieOptions = (koa: Context) => ({ httpOnly: true, sameSite: 'strict' as const, secure: koa.secure, path: REFRESH_COOKIE_PATH, overwrite: true });

function setRefreshCookie(koa: Context, issued: session.IssuedSession) {
  if (issued.refreshToken) koa.cookies.set(REFRESH_COOKIE, issued.refreshToken, { ...cookieOptions(koa), expires: new Date(issued.endsAt!) });
  else clearRefreshCookie(koa);
}

const clearRefreshCookie = (koa: Context) => koa.cookies.set(REFRESH_COOKIE, '', { ...cookieOptions(koa), expires: new Date(0) });

export const sessionRoutes = [
  route('post', '/admin/login', async ({ deps, body, clientKey, koa }) => {
    try {
      const issued = await session.login(deps.db, deps.config, body, clientKey);
      setRefreshCookie(koa, issued);
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
      clearRefreshCookie(koa);
      return done('Logged out successfully');
    },
    { allowInactive: true },
  ),
  route(
    'post',
    '/admin/logout-all',
    async ({ deps, auth, koa }) => {
      await session.logoutAll(deps.db, session.signedIn(auth));
      clearRefreshCookie(koa);
      return done('Signed out everywhere');
    },
    { allowInactive: true },
  ),
  route('post', '/admin/refresh-token', async ({ deps, koa }) => {
    try {
      const issued = await session.refresh(deps.db, deps.config, refreshCookieOf(koa.get('cookie')));
      setRefreshCookie(koa, issued);
      return ok(issued.session, 'Token refreshed successfully');
    } catch (e) {
      clearRefreshCookie(koa);
      throw e;
    }
  }),
  route('get', '/admin/me', ({ auth }) => ok(session.signedIn(auth).admin)),
];
