// The health-data consent text (ADR 0043): read by anyone, changed by super admins (the role is openapi.yaml's); the
// same text again stores nothing.
import { HEALTH_CONSENT_TEXTS } from '@shared/contract/person-data';
import { healthConsentActivity } from '@shared/contract/activity';
import { recordActivity } from '../activity';
import { db, nowIso } from '../db';
import { currentHealthConsent } from '../health-consent';
import { ok, route } from '../route';

export const healthConsentRoutes = [
  route('get', '/health-consent', () => ok(currentHealthConsent())),

  route('put', '/health-consent', ({ body, auth }) => {
    const current = currentHealthConsent();
    if (current.text === body.text) return ok(current, HEALTH_CONSENT_TEXTS.unchanged);
    const next = { version: current.version + 1, text: body.text, updatedAt: nowIso() };
    db.healthConsentTexts.push(next);
    recordActivity(healthConsentActivity(auth!.admin._id, next.version));
    return ok(next, HEALTH_CONSENT_TEXTS.saved);
  }),
];
