import type { ReactNode } from 'react';
import type { components } from '@shared/contract/schema';
import { usePageTitle } from '@/app/page-title';
import type { LegalDocumentConfig } from './legal-documents';
import { PolicyDocumentView } from './policy-document-view';
import { PolicyLoading } from './policy-loading';
import { PolicyUnavailable } from './policy-unavailable';
import { legalTexts } from '@/lib/i18n/catalogs';
import { useServerAnswer } from '@/lib/i18n/server-answers';
import { useMessages } from '@/lib/i18n/use-messages';

/** A legal document's public page (/privacy-policy, /terms-conditions): one page, configured per config. */
export function LegalPage({ config, children }: { config: LegalDocumentConfig; children?: ReactNode }) {
  const { data, error, isLoading } = config.useDocument();
  const t = useMessages(legalTexts);
  const said = useServerAnswer();
  const { kind } = config;
  usePageTitle(t(`${kind}PageTitle`));
  if (isLoading) return <PolicyLoading text={t(`${kind}Loading`)} />;
  if (!data) return <PolicyUnavailable title={t(`${kind}Unavailable`)} reason={error?.message ? said(error.message) : t(`${kind}LoadFailed`)} />;
  // Only the terms' shape has the statement, and only the terms' config shows it.
  const acceptanceStatement = config.hasAcceptanceStatement ? (data as components['schemas']['TermsConditions']).acceptanceStatement : undefined;
  return (
    <PolicyDocumentView doc={data} isContactSection={config.isContactSection} acceptanceStatement={acceptanceStatement}>
      {children}
    </PolicyDocumentView>
  );
}
