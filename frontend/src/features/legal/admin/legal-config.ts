import { PRIVACY_DOCUMENT, TERMS_DOCUMENT, type LegalDocumentConfig } from '@/features/legal/legal-documents';
import type { RevisionKind } from '@/platform/revisions/revisions-api';
import type { BasicInfoInput } from './legal-admin-api';
import type { LegalKind } from './legal-types';

/** What differs between the two legal screens; everything else is shared. */
export interface LegalScreenConfig {
  kind: LegalKind;
  /** The document's public page: its read, its address, and the texts the screen shares with it. */
  document: LegalDocumentConfig;
  /** Whose history the screen's History panel shows. */
  revisionKind: RevisionKind;
  heading: string;
  loadingText: string;
  creatingText: string;
  loadFailed: string;
  createFailed: string;
  /** The document created when none exists yet (docs/product/states.md). */
  defaults: BasicInfoInput;
  /** Privacy sections carry a sectionType (introduction or contact). */
  hasSectionType: boolean;
  /** Only the privacy policy has subsection calls; the terms show theirs read-only. */
  editableSubsections: boolean;
}

export const PRIVACY_SCREEN: LegalScreenConfig = {
  kind: 'privacy',
  document: PRIVACY_DOCUMENT,
  revisionKind: 'privacy-policy',
  heading: 'Privacy Policy Management',
  loadingText: PRIVACY_DOCUMENT.loadingText,
  creatingText: 'Creating privacy policy...',
  loadFailed: PRIVACY_DOCUMENT.loadFailed,
  createFailed: 'Failed to create privacy policy',
  defaults: {
    title: 'Privacy Policy',
    subtitle: 'How we collect, use and protect your information.',
    contactInfo: {},
  },
  hasSectionType: true,
  editableSubsections: true,
};

export const TERMS_SCREEN: LegalScreenConfig = {
  kind: 'terms',
  document: TERMS_DOCUMENT,
  revisionKind: 'terms-conditions',
  heading: 'Terms & Conditions Management',
  loadingText: TERMS_DOCUMENT.loadingText,
  creatingText: 'Creating terms and conditions...',
  loadFailed: TERMS_DOCUMENT.loadFailed,
  createFailed: 'Failed to create terms and conditions',
  defaults: {
    title: 'Terms & Conditions',
    subtitle: 'The terms that apply when you use our website and services.',
    acceptanceStatement: 'By using our website and services you agree to these terms.',
    contactInfo: {},
  },
  hasSectionType: false,
  editableSubsections: false,
};
