import { Alert, Button, Spinner } from 'react-bootstrap';
import { useGetAdminHeaderQuery } from './header-admin-api';
import { HeaderEditor } from './header-editor';

/** Admin: Header Management (spec section 2): edits the active header (else the first one), or creates one. */
export function HeaderAdminPage() {
  const { data, isLoading, isError, isFetching, refetch } = useGetAdminHeaderQuery();

  return (
    <section aria-labelledby="header-admin-heading">
      <div className="mb-4">
        <h1 id="header-admin-heading" className="h3 mb-1">
          Header Management
        </h1>
        <p className="text-body-secondary mb-0">Edit the logo, navigation, call-to-action buttons, contact details and colours of the site header.</p>
      </div>

      {isLoading ? (
        <div role="status" className="d-flex align-items-center gap-2 py-4">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>Loading header data...</span>
        </div>
      ) : isError && data === undefined ? (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>Failed to load header data</span>
          <Button size="sm" variant="outline-danger" onClick={() => refetch()} disabled={isFetching}>
            {isFetching ? 'Retrying...' : 'Retry'}
          </Button>
        </Alert>
      ) : (
        // Mounted once: a reload after a save leaves the admin's draft, tab and preview as they are.
        <HeaderEditor header={data ?? null} />
      )}
    </section>
  );
}
