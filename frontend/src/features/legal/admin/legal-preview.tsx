import { LegalPage } from '@/features/legal/legal-page';
import { SitePreview } from '@/platform/site-preview/site-preview';
import type { LegalScreenConfig } from './legal-config';
import { toBasicInput, type BasicDraft } from './legal-rules';
import type { LegalDocument } from './legal-types';

interface LegalPreviewProps {
  config: LegalScreenConfig;
  /** The document as stored (its sections are saved one by one). */
  doc: LegalDocument;
  /** The unsaved basic information. */
  basic: BasicDraft;
}

/** The document's public page, the real one, with the unsaved basic information. */
export function LegalPreview({ config, doc, basic }: LegalPreviewProps) {
  const { endpointName, path } = config.document;
  const data = { ...doc, ...toBasicInput(basic, config.document.hasAcceptanceStatement) };
  return (
    <SitePreview draft={[{ endpointName, data }]} route={{ path, pattern: '*' }} saveLabel="Save Basic Information">
      <LegalPage config={config.document} />
    </SitePreview>
  );
}
