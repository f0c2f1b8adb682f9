import { Alert, Button, Spinner } from 'react-bootstrap';
import { useListFootersAdminQuery } from './footer-admin-api';
import { FooterForm } from './footer-form';

/** Admin: Footer Management (spec section 2). Reset reloads the data and starts the form over. */
export function FooterAdminPage() {
  const { data, isLoading, isError, isFetching, refetch, fulfilledTimeStamp } = useListFootersAdminQuery();
  const footer = data?.[0];

  return (
    <section aria-labelledby="footer-admin-heading">
      <div className="mb-4">
        <h1 id="footer-admin-heading" className="h3 mb-1">
          Footer Management
        </h1>
        <p className="text-body-secondary mb-0">Edit the company details, social links, sections and copyright shown in the site footer.</p>
      </div>

      {isLoading ? (
        <div role="status" className="d-flex align-items-center gap-2 py-4">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>Loading footer data...</span>
        </div>
      ) : isError || !footer ? (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>Error loading footer data</span>
          <Button size="sm" variant="outline-danger" onClick={() => refetch()} disabled={isFetching}>
            Retry
          </Button>
        </Alert>
      ) : (
        <FooterForm key={`${footer._id}-${fulfilledTimeStamp ?? 0}`} footer={footer} resetting={isFetching} onReset={() => void refetch()} />
      )}
    </section>
  );
}
