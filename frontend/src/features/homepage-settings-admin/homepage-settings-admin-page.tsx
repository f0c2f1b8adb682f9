import type { ReactNode } from 'react';
import { AdminScreen, LoadFailed, LoadingStatus } from '@/components/ui/admin-screen';
import { HistoryPanel } from '@/platform/revisions/history-panel';
import { useGetSettingsForAdminQuery } from './homepage-settings-admin-api';
import { SettingsEditor } from './settings-editor';

/**
 * Admin: Homepage Settings (docs/product/screens.md): SEO, site info, social, analytics, design and feature switches.
 * `homeTop` is what the preview shows of the home page (its header and hero), composed by the admin route.
 */
export function HomepageSettingsAdminPage({ homeTop }: { homeTop: ReactNode }) {
  const { data, isLoading, isError, isFetching, refetch } = useGetSettingsForAdminQuery();

  return (
    <AdminScreen
      headingId="homepage-settings-heading"
      title="Homepage Settings"
      note="SEO, site information, social media, analytics, design and feature switches."
      actions={<HistoryPanel kind="homepage-settings" />}
    >
      {isLoading ? (
        <LoadingStatus text="Loading homepage settings..." />
      ) : isError ? (
        <LoadFailed message="Error loading homepage settings" onRetry={() => void refetch()} retrying={isFetching} retryLabel="Refresh" />
      ) : (
        <SettingsEditor
          key={data ? `${data._id}-${String(data.lastModifiedAt)}` : 'new'}
          settings={data ?? null}
          refreshing={isFetching}
          onRefresh={() => void refetch()}
          homeTop={homeTop}
        />
      )}
    </AdminScreen>
  );
}
