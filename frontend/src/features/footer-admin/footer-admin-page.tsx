import { AdminScreen, LoadFailed, LoadingStatus } from '@/components/ui/admin-screen';
import { HistoryPanel } from '@/features/revisions/history-panel';
import { useListFootersAdminQuery } from './footer-admin-api';
import { FooterForm } from './footer-form';

/** Admin: Footer Management (spec section 2). Reset reloads the data and starts the form over. */
export function FooterAdminPage() {
  const { data, isLoading, isError, isFetching, refetch, fulfilledTimeStamp } = useListFootersAdminQuery();
  const footer = data?.[0];

  return (
    <AdminScreen
      headingId="footer-admin-heading"
      title="Footer Management"
      note="Edit the company details, social links, sections and copyright shown in the site footer."
      actions={<HistoryPanel kind="footer" />}
    >
      {isLoading ? (
        <LoadingStatus text="Loading footer data..." />
      ) : isError || !footer ? (
        <LoadFailed message="Error loading footer data" onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <FooterForm key={`${footer._id}-${fulfilledTimeStamp ?? 0}`} footer={footer} resetting={isFetching} onReset={() => void refetch()} />
      )}
    </AdminScreen>
  );
}
