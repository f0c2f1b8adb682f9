import type { components } from '@shared/contract/schema';
import { usePageTitle } from '@/app/page-title';
import { useGetPrivacyPolicyQuery } from './legal-api';
import { PolicyDocumentView } from './policy-document-view';
import { PolicyLoading } from './policy-loading';
import { PolicyUnavailable } from './policy-unavailable';

const isContactSection = (section: components['schemas']['PrivacySection']) => section.sectionType === 'contact';

/** /privacy-policy */
export function PrivacyPolicyPage() {
  const { data, error, isLoading } = useGetPrivacyPolicyQuery();
  usePageTitle('Privacy Policy');
  if (isLoading) return <PolicyLoading text="Loading privacy policy..." />;
  if (!data) return <PolicyUnavailable title="Privacy Policy Not Available" reason={error?.message || 'Failed to load privacy policy'} />;
  return <PolicyDocumentView doc={data} isContactSection={isContactSection} />;
}
