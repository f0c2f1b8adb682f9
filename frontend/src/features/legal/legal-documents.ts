import type { PublicEndpoint } from '@shared/contract/initial-data';
import { useGetPrivacyPolicyQuery, useGetTermsConditionsQuery } from './legal-api';
import type { PolicySection } from './policy-types';
import { legalTexts } from '@/lib/i18n/catalogs';

const english = legalTexts.en;

/** Which legal document: the privacy policy or the terms and conditions. */
export type LegalKind = 'privacy' | 'terms';

/** What differs between the two public legal pages; the page itself is one (legal-page.tsx). */
export interface LegalDocumentConfig {
  kind: LegalKind;
  /** The page's address, which is also its read call. */
  path: '/privacy-policy' | '/terms-conditions';
  /** The read the page makes (the preview hands it the unsaved draft under this name). */
  endpointName: PublicEndpoint & ('getPrivacyPolicy' | 'getTermsConditions');
  /** The tag the read provides: a create invalidates it. */
  tag: 'Privacy Policy' | 'Terms and Conditions';
  /** The read's hook. */
  useDocument: typeof useGetPrivacyPolicyQuery | typeof useGetTermsConditionsQuery;
  /** These four in English (the admin's); the public page words them by `kind` in the page's language. */
  pageTitle: string;
  loadingText: string;
  /** The heading of the load-failure view. */
  unavailableTitle: string;
  /** The failure's reason when the server gives none (docs/product/messages.md). */
  loadFailed: string;
  /** Which section carries the contact box. */
  isContactSection: (section: PolicySection) => boolean;
  /** Only the terms have an acceptance statement, shown under the hero. */
  hasAcceptanceStatement: boolean;
}

export const PRIVACY_DOCUMENT: LegalDocumentConfig = {
  kind: 'privacy',
  path: '/privacy-policy',
  endpointName: 'getPrivacyPolicy',
  tag: 'Privacy Policy',
  useDocument: useGetPrivacyPolicyQuery,
  pageTitle: english.privacyPageTitle,
  loadingText: english.privacyLoading,
  unavailableTitle: english.privacyUnavailable,
  loadFailed: english.privacyLoadFailed,
  isContactSection: (section) => 'sectionType' in section && section.sectionType === 'contact',
  hasAcceptanceStatement: false,
};

export const TERMS_DOCUMENT: LegalDocumentConfig = {
  kind: 'terms',
  path: '/terms-conditions',
  endpointName: 'getTermsConditions',
  tag: 'Terms and Conditions',
  useDocument: useGetTermsConditionsQuery,
  pageTitle: english.termsPageTitle,
  loadingText: english.termsLoading,
  unavailableTitle: english.termsUnavailable,
  loadFailed: english.termsLoadFailed,
  isContactSection: (section) => section.title.toLowerCase().includes('contact'),
  hasAcceptanceStatement: true,
};

export const LEGAL_DOCUMENTS: Record<LegalKind, LegalDocumentConfig> = { privacy: PRIVACY_DOCUMENT, terms: TERMS_DOCUMENT };
