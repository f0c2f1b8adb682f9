import { useFilteredPages } from '@/components/ui/use-filtered-pages';
import { useAdminNamesQuery } from '@/platform/admins/admin-names-api';
import { useActivityPageQuery, type ActivityCategory, type ActivityPageArg } from './activity-api';

export interface ActivityFilters {
  category: ActivityCategory | '';
  adminId: string;
  /** 'YYYY-MM-DD', or '' for no bound. */
  from: string;
  to: string;
  /** 'true': only who opened a patient's case files (views and downloads); '' for every event. */
  caseFileAccess: '' | 'true';
}

export const NO_FILTERS: ActivityFilters = { category: '', adminId: '', from: '', to: '', caseFileAccess: '' };

export { hasFilters } from '@/components/ui/use-filtered-pages';

/** The query for a page under the filters: the unset ones are left out. */
function pageArg({ category, adminId, from, to, caseFileAccess }: ActivityFilters, page: number): ActivityPageArg {
  return {
    ...(category && { category }),
    ...(adminId && { adminId }),
    ...(from && { from }),
    ...(to && { to }),
    ...(caseFileAccess && { caseFileAccess: true }),
    page,
  };
}

/** The filters, the page on view and the log's page for them; a changed filter goes back to page 1. */
export function useActivityLog() {
  const { filters, filtered, changeFilters, page, setPage } = useFilteredPages(NO_FILTERS);
  const list = useActivityPageQuery(pageArg(filters, page));
  const admins = useAdminNamesQuery();

  const retry = () => {
    void list.refetch();
    if (admins.isError) void admins.refetch();
  };

  return {
    filters,
    filtered,
    changeFilters,
    page,
    setPage,
    list,
    admins: admins.data ?? [],
    retry,
  };
}
