import { Alert, Button, Spinner } from 'react-bootstrap';
import { useGetSettingsForAdminQuery } from './homepage-settings-admin-api';
import { SettingsEditor } from './settings-editor';

/** Admin: Homepage Settings (spec section 2): SEO, site info, social, analytics, design and feature switches. */
export function HomepageSettingsAdminPage() {
  const { data, isLoading, isError, isFetching, refetch } = useGetSettingsForAdminQuery();

  return (
    <section aria-labelledby="homepage-settings-heading">
      <div className="mb-3">
        <h1 id="homepage-settings-heading" className="h3 mb-1">
          Homepage Settings
        </h1>
        <p className="text-body-secondary mb-0">SEO, site information, social media, analytics, design and feature switches.</p>
      </div>
      {isLoading ? (
        <div role="status" className="d-flex align-items-center gap-2 py-4">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>Loading homepage settings...</span>
        </div>
      ) : isError ? (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>Error loading homepage settings</span>
          <Button size="sm" variant="outline-danger" onClick={() => refetch()} disabled={isFetching}>
            Refresh
          </Button>
        </Alert>
      ) : (
        <SettingsEditor
          key={data ? `${data._id}-${String(data.lastModifiedAt)}` : 'new'}
          settings={data ?? null}
          refreshing={isFetching}
          onRefresh={() => void refetch()}
        />
      )}
    </section>
  );
}
