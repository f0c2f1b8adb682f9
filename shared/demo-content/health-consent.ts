import { DEFAULT_HEALTH_CONSENT_TEXT, type HealthConsentText } from '@shared/contract/person-data';

/** The versions of the health-data consent text (ADR 0043): the first one, as an empty database also starts with it. */
export const healthConsentTexts: HealthConsentText[] = [{ version: 1, text: DEFAULT_HEALTH_CONSENT_TEXT, updatedAt: '2026-10-01T08:00:00.000Z' }];
