import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ServiceDetailsAdminPage } from './service-details-admin-page';

/** The service-details route: the page inside its error view (docs/product/screens.md, Admin area). */
export function ServiceDetailsAdminScreen() {
  return (
    <ErrorBoundary title="Something went wrong" message="There was an error loading the Service Details Management page.">
      <ServiceDetailsAdminPage />
    </ErrorBoundary>
  );
}
