import type { RevisionKind } from '@/platform/revisions/revisions-api';
import type { BasicInfoInput } from './legal-admin-api';
import type { LegalKind } from './legal-types';

/** What differs between the two legal screens; everything else is shared. */
export interface LegalScreenConfig {
  kind: LegalKind;
  /** Whose history the screen's History panel shows. */
  revisionKind: RevisionKind;
  heading: string;
  loadingText: string;
  creatingText: string;
  loadFailed: string;
  createFailed: string;
  /** The document created when none exists yet (docs/product/states.md). */
  defaults: BasicInfoInput;
  hasAcceptanceStatement: boolean;
  /** Privacy sections carry a sectionType (introduction or contact). */
  hasSectionType: boolean;
  /** Only the privacy policy has subsection calls; the terms show theirs read-only. */
  editableSubsections: boolean;
}

export const PRIVACY_SCREEN: LegalScreenConfig = {
  kind: 'privacy',
  revisionKind: 'privacy-policy',
  heading: 'Privacy Policy Management',
  loadingText: 'Loading privacy policy...',
  creatingText: 'Creating privacy policy...',
  loadFailed: 'Failed to load privacy policy',
  createFailed: 'Failed to create privacy policy',
  defaults: {
    title: 'Privacy Policy',
    subtitle: 'How we collect, use and protect your information.',
    contactInfo: {},
  },
  hasAcceptanceStatement: false,
  hasSectionType: true,
  editableSubsections: true,
};

export const TERMS_SCREEN: LegalScreenConfig = {
  kind: 'terms',
  revisionKind: 'terms-conditions',
  heading: 'Terms & Conditions Management',
  loadingText: 'Loading terms and conditions...',
  creatingText: 'Creating terms and conditions...',
  loadFailed: 'Failed to load terms and conditions',
  createFailed: 'Failed to create terms and conditions',
  defaults: {
    title: 'Terms & Conditions',
    subtitle: 'The terms that apply when you use our website and services.',
    acceptanceStatement: 'By using our website and services you agree to these terms.',
    contactInfo: {},
  },
  hasAcceptanceStatement: true,
  hasSectionType: false,
  editableSubsections: false,
};
