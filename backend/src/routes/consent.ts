// A visitor's consent to the site's trackers (ADR 0042): the choice the cookie holds, and a new choice recorded.
import { created, ok, rateLimit, route } from '../route';
import * as consent from '../services/consent';

export const consentRoutes = [
  route('get', '/consent', async ({ deps, koa }) => ok(await consent.currentConsent(deps.db, deps.config, koa.get('cookie')))),
  route('post', '/consent', async ({ deps, body, clientKey, koa }) => {
    await rateLimit(deps.db, 'consent', clientKey, deps.config.clock.now());
    const state = await consent.giveConsent(deps.db, deps.config, body);
    consent.setConsentCookie(koa, deps.config, state);
    return created(state);
  }),
];
