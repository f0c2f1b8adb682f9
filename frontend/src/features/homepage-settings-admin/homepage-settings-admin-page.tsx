import type { ReactNode } from 'react';
import { AdminScreen } from '@/components/ui/admin-screen';
import { HistoryPanel } from '@/platform/revisions/history-panel';
import { useGetSettingsForAdminQuery } from './homepage-settings-admin-api';
import { SettingsEditor } from './settings-editor';

/**
 * Admin: Homepage Settings (docs/product/screens.md): SEO, site info, social, analytics, design and feature switches.
 * `homeTop` is what the preview shows of the home page (its header and hero), composed by the admin route.
 */
export function HomepageSettingsAdminPage({ homeTop }: { homeTop: ReactNode }) {
  const query = useGetSettingsForAdminQuery();
  const { data, isFetching, refetch } = query;

  return (
    <AdminScreen
      headingId="homepage-settings-heading"
      title="Homepage Settings"
      note="SEO, site information, social media, analytics, design and feature switches."
      history={<HistoryPanel kind="homepage-settings" />}
      load={{ query, loadingText: 'Loading homepage settings...', failedMessage: 'Error loading homepage settings', retryLabel: 'Refresh' }}
    >
      <SettingsEditor
        key={data ? `${data._id}-${String(data.lastModifiedAt)}` : 'new'}
        settings={data ?? null}
        refreshing={isFetching}
        onRefresh={() => void refetch()}
        homeTop={homeTop}
      />
    </AdminScreen>
  );
}
