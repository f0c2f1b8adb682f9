import { AdminScreen } from '@/components/ui/admin-screen';
import { HistoryPanel } from '@/platform/revisions/history-panel';
import { useRestoreKey } from '@/platform/revisions/use-restore-key';
import { useGetAdminHeaderQuery } from './header-admin-api';
import { HeaderEditor } from './header-editor';

/** Admin: Header Management (docs/product/screens.md): edits the active header (else the first one), or creates one. */
export function HeaderAdminPage() {
  const query = useGetAdminHeaderQuery();
  const { data } = query;
  // The editor keeps its draft across reloads; a restore starts it over from the restored header.
  const restored = useRestoreKey(data);

  return (
    <AdminScreen
      headingId="header-admin-heading"
      title="Header Management"
      note="Edit the logo, navigation, call-to-action buttons, contact details and colours of the site header."
      history={<HistoryPanel kind="header" onRestored={restored.onRestored} />}
      load={{
        query,
        failed: query.isError && data === undefined,
        loadingText: 'Loading header data...',
        failedMessage: 'Failed to load header data',
        retryingLabel: 'Retrying...',
      }}
    >
      {/* Mounted once: a reload after a save leaves the admin's draft, tab and preview as they are. */}
      <HeaderEditor key={restored.key} header={data ?? null} />
    </AdminScreen>
  );
}
