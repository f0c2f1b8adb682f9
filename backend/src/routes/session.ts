import { done, ok, route } from '../route';
import * as session from '../services/session';

export const sessionRoutes = [
  route('post', '/admin/login', async ({ deps, body, clientKey }) =>
    ok(await session.login(deps.db, deps.config.jwtSecret, body, clientKey), 'Login successful'),
  ),
  route(
    'post',
    '/admin/logout',
    async ({ deps, auth }) => {
      await session.logout(deps.db, session.signedIn(auth));
      return done('Logged out successfully');
    },
    { allowInactive: true },
  ),
  route(
    'post',
    '/admin/refresh-token',
    async ({ deps, auth }) => ok(await session.refresh(deps.db, deps.config.jwtSecret, session.signedIn(auth)), 'Token refreshed successfully'),
    { allowInactive: true },
  ),
  route('get', '/admin/me', ({ auth }) => ok(session.signedIn(auth).admin)),
];
