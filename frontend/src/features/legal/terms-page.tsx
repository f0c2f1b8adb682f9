import type { components } from '@shared/contract/schema';
import { usePageTitle } from '@/app/page-title';
import { useGetTermsConditionsQuery } from './legal-api';
import { PolicyDocumentView } from './policy-document-view';
import { PolicyLoading } from './policy-loading';
import { PolicyUnavailable } from './policy-unavailable';

const isContactSection = (section: components['schemas']['TermsSection']) => section.title.toLowerCase().includes('contact');

/** /terms-conditions */
export function TermsPage() {
  const { data, error, isLoading } = useGetTermsConditionsQuery();
  usePageTitle('Terms & Conditions');
  if (isLoading) return <PolicyLoading text="Loading terms and conditions..." />;
  if (!data) return <PolicyUnavailable title="Terms and Conditions Not Available" reason={error?.message || 'Failed to load terms and conditions'} />;
  return <PolicyDocumentView doc={data} isContactSection={isContactSection} acceptanceStatement={data.acceptanceStatement} />;
}
