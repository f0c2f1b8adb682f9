import { TERMS_DOCUMENT } from './legal-documents';
import { LegalPage } from './legal-page';

/** /terms-conditions */
export function TermsPage() {
  return <LegalPage config={TERMS_DOCUMENT} />;
}
