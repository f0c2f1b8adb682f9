import { useState } from 'react';

/** Whether any filter is set (a value of only spaces is not). */
type Filters<F> = { [K in keyof F]: string };

export const hasFilters = <F extends Filters<F>>(filters: F) => (Object.values(filters) as string[]).some((v) => v.trim());

/**
 * The filters and the page on view of an admin list that pages under filters (Activity, Blog): a changed filter
 * goes back to page 1.
 */
export function useFilteredPages<F extends Filters<F>>(noFilters: F) {
  const [filters, setFilters] = useState(noFilters);
  const [page, setPage] = useState(1);
  const changeFilters = (next: F) => {
    setFilters(next);
    setPage(1);
  };
  return { filters, filtered: hasFilters(filters), changeFilters, page, setPage };
}
