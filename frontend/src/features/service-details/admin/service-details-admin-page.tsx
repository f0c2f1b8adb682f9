import { Button } from 'react-bootstrap';
import { AdminScreen, LoadFailed, LoadingStatus } from '@/components/ui/admin-screen';
import { StatusAlert } from '@/components/ui/status-alert';
import { HistoryPanel } from '@/platform/revisions/history-panel';
import { DETAILS_FORM_ID, DetailsEditor } from './details-editor';
import { draftFromDetails } from './details-draft';
import { useListServicesForDetailsQuery } from './service-details-admin-api';
import { MESSAGES, findService } from './service-details-rules';
import { ServicePicker } from './service-picker';
import { useSaveDetails } from './use-save-details';
import { useServiceRecord } from './use-service-record';
import { useStatusBanner } from './use-status-banner';
import { useSaveLabel } from '@/platform/releases/use-save-label';

/** Admin: Service Details Management (docs/product/screens.md): pick a service, edit its hero and sections, save. */
export function ServiceDetailsAdminPage() {
  const services = useListServicesForDetailsQuery();
  const { banner, notify, dismiss } = useStatusBanner();
  const record = useServiceRecord(notify);
  const { save, saving } = useSaveDetails(notify);
  const saveLabel = useSaveLabel('Save Changes');
  const mode = record.state === 'create' || record.state === 'edit' ? record.state : undefined;
  const editing = mode !== undefined;

  return (
    <AdminScreen
      headingId="service-details-admin-heading"
      title="Service Details Management"
      note="Pick a service, then edit the hero and content sections of its detail page."
      // The chosen service's details record, once it has one; before that, every service's.
      history={<HistoryPanel kind="service-details" recordId={record.details?._id} />}
      actions={
        editing ? (
          <Button type="submit" form={DETAILS_FORM_ID} disabled={saving || record.retrying}>
            {saving ? 'Saving...' : saveLabel}
          </Button>
        ) : (
          <Button onClick={() => notify(MESSAGES.selectFirst, 'danger')} disabled={record.state !== 'idle'}>
            {saveLabel}
          </Button>
        )
      }
    >
      <StatusAlert message={banner} onClose={dismiss} data-testid="status-banner" />

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
      {record.state === 'loading' && <LoadingStatus text="Loading service details..." />}
      {record.state === 'failed' && <LoadFailed message={MESSAGES.loadFailed} onRetry={record.retry} retrying={record.retrying} />}
      {editing && (
        <DetailsEditor
          key={record.version}
          initial={draftFromDetails(record.serviceId, record.details)}
          serviceTitle={findService(services.data, record.serviceId)?.title ?? record.details?.serviceTitle ?? ''}
          notify={notify}
          onSave={(draft) => void save(draft, services.data)}
        />
      )}
    </AdminScreen>
  );
}
