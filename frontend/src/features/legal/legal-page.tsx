import type { ReactNode } from 'react';
import type { components } from '@shared/contract/schema';
import { usePageTitle } from '@/app/page-title';
import type { LegalDocumentConfig } from './legal-documents';
import { PolicyDocumentView } from './policy-document-view';
import { PolicyLoading } from './policy-loading';
import { PolicyUnavailable } from './policy-unavailable';

/** A legal document's public page (/privacy-policy, /terms-conditions): one page, configured per config. */
export function LegalPage({ config, children }: { config: LegalDocumentConfig; children?: ReactNode }) {
  const { data, error, isLoading } = config.useDocument();
  usePageTitle(config.pageTitle);
  if (isLoading) return <PolicyLoading text={config.loadingText} />;
  if (!data) return <PolicyUnavailable title={config.unavailableTitle} reason={error?.message || config.loadFailed} />;
  // Only the terms' shape has the statement, and only the terms' config shows it.
  const acceptanceStatement = config.hasAcceptanceStatement ? (data as components['schemas']['TermsConditions']).acceptanceStatement : undefined;
  return (
    <PolicyDocumentView doc={data} isContactSection={config.isContactSection} acceptanceStatement={acceptanceStatement}>
      {children}
    </PolicyDocumentView>
  );
}
