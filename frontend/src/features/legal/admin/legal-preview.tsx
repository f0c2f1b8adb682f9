import type { ComponentType } from 'react';
import type { PublicEndpoint } from '@shared/contract/initial-data';
import { PrivacyPolicyPage } from '@/features/legal/privacy-policy-page';
import { TermsPage } from '@/features/legal/terms-page';
import { SitePreview } from '@/platform/site-preview/site-preview';
import type { LegalScreenConfig } from './legal-config';
import { toBasicInput, type BasicDraft } from './legal-rules';
import type { LegalDocument, LegalKind } from './legal-types';

/** Each document's public page, the read it makes and where it is. */
const PUBLIC_PAGES: Record<LegalKind, { endpointName: PublicEndpoint; path: string; Page: ComponentType }> = {
  privacy: { endpointName: 'getPrivacyPolicy', path: '/privacy-policy', Page: PrivacyPolicyPage },
  terms: { endpointName: 'getTermsConditions', path: '/terms-conditions', Page: TermsPage },
};

interface LegalPreviewProps {
  config: LegalScreenConfig;
  /** The document as stored (its sections are saved one by one). */
  doc: LegalDocument;
  /** The unsaved basic information. */
  basic: BasicDraft;
}

/** The document's public page, the real one, with the unsaved basic information. */
export function LegalPreview({ config, doc, basic }: LegalPreviewProps) {
  const { endpointName, path, Page } = PUBLIC_PAGES[config.kind];
  const data = { ...doc, ...toBasicInput(basic, config.hasAcceptanceStatement) };
  return (
    <SitePreview draft={[{ endpointName, data }]} route={{ path, pattern: '*' }} saveLabel="Save Basic Information">
      <Page />
    </SitePreview>
  );
}
