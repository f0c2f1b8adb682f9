import { PRIVACY_SCREEN } from './legal-config';
import { LegalAdminPage } from './legal-admin-page';

/** /admin/privacy-policy */
export function PrivacyAdminPage() {
  return <LegalAdminPage config={PRIVACY_SCREEN} />;
}
