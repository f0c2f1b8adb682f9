// The mocks' health-data consent texts (ADR 0043), as the server keeps them: every version, the highest current; an
// empty list gets version 1 (DEFAULT_HEALTH_CONSENT_TEXT) the first time it is read.
import { DEFAULT_HEALTH_CONSENT_TEXT, type HealthConsentText } from '@shared/contract/person-data';
import { db, nowIso } from './db';

export function currentHealthConsent(): HealthConsentText {
  if (!db.healthConsentTexts.length) db.healthConsentTexts.push({ version: 1, text: DEFAULT_HEALTH_CONSENT_TEXT, updatedAt: nowIso() });
  return db.healthConsentTexts.reduce((latest, t) => (t.version > latest.version ? t : latest));
}

/** The consent a booking or a conversation keeps when its visitor ticked the box (nothing when they did not). */
export const givenHealthConsent = (version: number | undefined) => (version === undefined ? {} : { healthDataConsent: { version, givenAt: nowIso() } });
