// A visitor's consent to the site's trackers (ADR 0042): the choice the cookie holds, and a new choice recorded.
import { CONSENT_RATE_LIMIT, CONSENT_TEXTS } from '@shared/contract/consent';
import { HttpError } from '@shared/contract/http-error';
import { created, ok, rateLimit, route, type Deps } from '../route';
import * as consent from '../services/consent';

/** The choices' limit per address (the shared limiter, ADR 0017), told in the banner's words. */
async function limitChoices(deps: Deps, clientKey: string) {
  try {
    await rateLimit(deps.db, 'consent', clientKey, deps.config.clock.now(), CONSENT_RATE_LIMIT);
  } catch (e) {
    if (e instanceof HttpError && e.status === 429) throw new HttpError(429, CONSENT_TEXTS.tooMany);
    throw e;
  }
}

export const consentRoutes = [
  route('get', '/consent', async ({ deps, koa }) => ok(await consent.currentConsent(deps.db, deps.config, koa.get('cookie')))),
  route('post', '/consent', async ({ deps, body, clientKey, koa }) => {
    await limitChoices(deps, clientKey);
    const state = await consent.giveConsent(deps.db, deps.config, body);
    consent.setConsentCookie(koa, deps.config, state);
    return created(state);
  }),
];
