import { useState } from 'react';
import { useListAdminAccountsQuery } from './admin-accounts-api';
import { isActiveSuperAdmin, MAX_PAGE_SIZE, PAGE_SIZE } from './admin-accounts-rules';

/**
 * The shown page of accounts, and how many active super admins exist in all (for the last-super-admin lock):
 * counted on the page when it holds every account, otherwise from one large page fetched only then.
 */
export function useAdminAccountsList() {
  const [page, setPage] = useState(1);
  const list = useListAdminAccountsQuery({ page, limit: PAGE_SIZE });
  const { data } = list;
  const pages = data?.pagination?.pages ?? 1;
  const complete = !data?.pagination || data.pagination.total <= data.admins.length;
  const everyone = useListAdminAccountsQuery({ page: 1, limit: MAX_PAGE_SIZE }, { skip: !data || complete });
  const source = complete ? data?.admins : everyone.data?.admins;

  // After a delete empties the last page, step back to the new last page (adjusted while rendering).
  if (data && pages >= 1 && page > pages) setPage(pages);

  return {
    ...list,
    page,
    setPage,
    pages,
    total: data?.pagination?.total ?? data?.admins.length ?? 0,
    activeSuperAdmins: source?.filter(isActiveSuperAdmin).length,
  };
}
