import { ALL_CATEGORIES, REGULAR_ADMIN_CATEGORIES } from '@shared/contract/activity';
import { useAppSelector } from '@/app/hooks';
import { AdminScreen } from '@/components/ui/admin-screen';
import { selectAdmin } from '@/platform/auth/auth-slice';
import { ActivityFiltersForm } from './activity-filters';
import { ActivityResults } from './activity-results';
import { useActivityLog } from './use-activity-log';

/** Admin: the activity log, newest first, filtered by kind, admin, days and case file access. Sign-ins and accounts: super admins only. */
export function ActivityPage() {
  const superAdmin = useAppSelector(selectAdmin)?.role === 'super_admin';
  const log = useActivityLog();
  const { data, error, isError, isFetching } = log.list;
  return (
    <AdminScreen
      headingId="activity-heading"
      title="Activity"
      note={
        superAdmin
          ? 'Every change, sign-in and status change in the back-office, newest first.'
          : 'Every content change and booking status change in the back-office, newest first.'
      }
    >
      <ActivityFiltersForm
        value={log.filters}
        categories={superAdmin ? ALL_CATEGORIES : REGULAR_ADMIN_CATEGORIES}
        admins={log.admins}
        onChange={log.changeFilters}
      />
      <ActivityResults
        data={data}
        error={isError ? error : undefined}
        isFetching={isFetching}
        filtered={log.filtered}
        page={log.page}
        onPage={log.setPage}
        onRetry={log.retry}
      />
    </AdminScreen>
  );
}
