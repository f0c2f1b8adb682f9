// A visitor's consent to the site's trackers (ADR 0042), with the rules of @shared/contract/consent: a choice is
// recorded (mocks/db.ts consentRecords: no address, no user agent) and held by the `novaguide_consent` cookie; no
// cookie, one the mocks did not issue, or one for an earlier banner version or past its expiry is no consent.
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { CONSENT_COOKIE, CONSENT_RATE_LIMIT, CONSENT_TEXTS, consentHolds, newConsentState } from '@shared/contract/consent';
import { cookieOf, jsonWithCookie } from '../cookies';
import { db, mockNow, randomToken } from '../db';
import { route, ok } from '../route';
import { rateLimit } from './support';

type ConsentState = components['schemas']['ConsentState'];

const settings = () => db.homepageSettings[0];

/** The choice the request's cookie names, where it still holds. */
function heldChoice(ctx: { cookies?: Record<string, string>; request: Request }): ConsentState | null {
  const value = cookieOf(ctx, CONSENT_COOKIE);
  const id = value ? db.consentCookies.get(value) : undefined;
  const state = id ? db.consentRecords.find((r) => r.consentId === id) : undefined;
  return consentHolds(state, settings(), new Date(mockNow())) ? state : null;
}

export const consentRoutes = [
  route('get', '/consent', (ctx) => ok(heldChoice(ctx))),

  route('post', '/consent', ({ body, clientKey }) => {
    try {
      rateLimit('consent', clientKey, CONSENT_RATE_LIMIT);
    } catch {
      throw new HttpError(429, CONSENT_TEXTS.tooMany);
    }
    const state = newConsentState(body, settings(), mockNow(), randomToken());
    db.consentRecords.push(state);
    const value = randomToken();
    db.consentCookies.set(value, state.consentId);
    const maxAge = Math.floor((Date.parse(state.expiresAt) - Date.parse(state.givenAt)) / 1000);
    return jsonWithCookie(201, { success: true, data: state }, `${CONSENT_COOKIE}=${value}; HttpOnly; SameSite=Lax; Path=/; Max-Age=${maxAge}`);
  }),
];
