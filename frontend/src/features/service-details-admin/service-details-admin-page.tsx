import { Alert, Button, Spinner } from 'react-bootstrap';
import { DETAILS_FORM_ID, DetailsEditor } from './details-editor';
import { draftFromDetails } from './details-draft';
import { useListServicesForDetailsQuery } from './service-details-admin-api';
import { MESSAGES } from './service-details-rules';
import { ServicePicker } from './service-picker';
import { StatusBanner } from './status-banner';
import { useSaveDetails } from './use-save-details';
import { useServiceRecord } from './use-service-record';
import { useStatusBanner } from './use-status-banner';

/** Admin: Service Details Management (spec section 2): pick a service, edit its hero and sections, save. */
export function ServiceDetailsAdminPage() {
  const services = useListServicesForDetailsQuery();
  const { banner, notify, dismiss } = useStatusBanner();
  const record = useServiceRecord(notify);
  const { save, saving } = useSaveDetails(notify);
  const mode = record.state === 'create' || record.state === 'edit' ? record.state : undefined;
  const editing = mode !== undefined;

  return (
    <section aria-labelledby="service-details-admin-heading">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
        <div>
          <h1 id="service-details-admin-heading" className="h3 mb-1">
            Service Details Management
          </h1>
          <p className="text-body-secondary mb-0">Pick a service, then edit the hero and content sections of its detail page.</p>
        </div>
        {editing ? (
          <Button type="submit" form={DETAILS_FORM_ID} disabled={saving || record.retrying}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        ) : (
          <Button onClick={() => notify(MESSAGES.selectFirst, 'danger')} disabled={record.state !== 'idle'}>
            Save Changes
          </Button>
        )}
      </div>

      <StatusBanner banner={banner} onClose={dismiss} />

      <ServicePicker
        groups={services.data}
        loading={services.isLoading}
        failed={services.isError}
        retrying={services.isFetching}
        onRetry={() => void services.refetch()}
        value={record.serviceId}
        mode={mode}
        onChange={(id) => void record.select(id)}
      />

      {record.state === 'idle' && services.isSuccess && <p className="text-body-secondary">Select a service to edit its details.</p>}
      {record.state === 'loading' && (
        <div role="status" className="d-flex align-items-center gap-2 py-4">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>Loading service details...</span>
        </div>
      )}
      {record.state === 'failed' && (
        <Alert variant="danger" role="alert" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>{MESSAGES.loadFailed}</span>
          <Button size="sm" variant="outline-danger" onClick={record.retry} disabled={record.retrying}>
            Retry
          </Button>
        </Alert>
      )}
      {editing && (
        <DetailsEditor
          key={record.version}
          initial={draftFromDetails(record.serviceId, record.details)}
          notify={notify}
          onSave={(draft) => void save(draft, services.data)}
        />
      )}
    </section>
  );
}
