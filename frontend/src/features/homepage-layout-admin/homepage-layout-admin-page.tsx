import { AdminScreen } from '@/components/ui/admin-screen';
import { StatusAlert } from '@/components/ui/status-alert';
import { HistoryPanel } from '@/platform/revisions/history-panel';
import { useRestoreKey } from '@/platform/revisions/use-restore-key';
import { useGetHomepageSettingsQuery } from '@/platform/site-settings/site-settings-api';
import { EmptyLayout } from './empty-layout';
import { useGetActiveLayoutForAdminQuery } from './homepage-layout-admin-api';
import { LayoutEditor } from './layout-editor';
import { TEXT, featureHiddenReasons } from './layout-rules';
import { SettingsUnavailable } from './settings-unavailable';
import { useSaveLayout } from './use-save-layout';

/** Admin: Homepage Layout (ADR 0026): the order and visibility of the home page's sections, on the active record. */
export function HomepageLayoutAdminPage() {
  const query = useGetActiveLayoutForAdminQuery();
  const { data } = query;
  const settings = useGetHomepageSettingsQuery();
  const writes = useSaveLayout();
  // The editor keeps its draft across reloads; a restore from History starts it over from the restored record.
  const restored = useRestoreKey(data);
  const hiddenReasons = featureHiddenReasons(settings.data?.features);

  return (
    <AdminScreen
      headingId="homepage-layout-heading"
      title="Homepage Layout"
      note="Choose the order of the home page's sections and which ones visitors see."
      history={<HistoryPanel kind="homepage" onRestored={restored.onRestored} />}
      load={{ query, failed: data === undefined, loadingText: TEXT.loading, failedMessage: TEXT.loadFailed }}
    >
      {() =>
        data === undefined ? null : data === null ? (
          <>
            <StatusAlert message={writes.failure} onClose={writes.clearFailure} />
            <EmptyLayout creating={writes.creating} onCreate={() => void writes.createDefault()} />
          </>
        ) : (
          <>
            <SettingsUnavailable error={settings.error} retrying={settings.isFetching} onRetry={() => void settings.refetch()} />
            <LayoutEditor key={`${data._id}-${restored.key}`} homepage={data} hiddenReasons={hiddenReasons} writes={writes} />
          </>
        )
      }
    </AdminScreen>
  );
}
