import { TERMS_SCREEN } from './legal-config';
import { LegalAdminPage } from './legal-admin-page';

/** /admin/terms-conditions */
export function TermsAdminPage() {
  return <LegalAdminPage config={TERMS_SCREEN} />;
}
