import { HealthConsentCard } from './health-consent-card';
import { PRIVACY_SCREEN } from './legal-config';
import { LegalAdminPage } from './legal-admin-page';

/** /admin/privacy-policy: the document, then the health-data consent text (ADR 0043). */
export function PrivacyAdminPage() {
  return (
    <>
      <LegalAdminPage config={PRIVACY_SCREEN} />
      <HealthConsentCard />
    </>
  );
}
