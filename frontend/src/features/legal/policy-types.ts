import type { components } from '@shared/contract/schema';

/** The two legal documents share one shape (the terms add an acceptance statement, the privacy sections a type). */
export type PolicyDocument = components['schemas']['PrivacyPolicy'] | components['schemas']['TermsConditions'];
export type PolicySection = components['schemas']['PrivacySection'] | components['schemas']['TermsSection'];
