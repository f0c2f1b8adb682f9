import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { AdminScreen } from '@/components/ui/admin-screen';
import { selectAdmin } from '@/platform/auth/auth-slice';
import { NewReleaseForm } from './new-release-form';
import { ReleaseDetail } from './release-detail';
import { ReleaseSettingsCard } from './release-settings-card';
import { ReleasesList } from './releases-list';
import { RELEASE_TEXTS } from './releases-rules';

/**
 * Admin: Releases (ADR 0033): start one, list them, and open one (`?release=<id>`, the link in the review emails)
 * to see its changes and preview, submit, review, publish, schedule or undo it. The setting: super admins only.
 */
export function ReleasesPage() {
  const superAdmin = useAppSelector(selectAdmin)?.role === 'super_admin';
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('release') ?? undefined;
  return (
    <AdminScreen headingId="releases-heading" title="Releases" note={RELEASE_TEXTS.intro}>
      <NewReleaseForm onCreated={(id) => setParams({ release: id })} />
      <ReleasesList selectedId={selectedId} />
      {selectedId && <ReleaseDetail key={selectedId} id={selectedId} superAdmin={superAdmin} />}
      {superAdmin && <ReleaseSettingsCard />}
    </AdminScreen>
  );
}
