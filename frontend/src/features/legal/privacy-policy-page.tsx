import { HealthConsentPolicy } from './health-consent-policy';
import { PRIVACY_DOCUMENT } from './legal-documents';
import { LegalPage } from './legal-page';

/** /privacy-policy */
export function PrivacyPolicyPage() {
  return (
    <LegalPage config={PRIVACY_DOCUMENT}>
      <HealthConsentPolicy />
    </LegalPage>
  );
}
