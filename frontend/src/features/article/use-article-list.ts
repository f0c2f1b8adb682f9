import { useEffect, useState } from 'react';
import { useFilteredPages } from '@/components/ui/use-filtered-pages';
import { useAdminNamesQuery } from '@/platform/admins/admin-names-api';
import { useListArticlesQuery, type ArticlePageArg } from './article-api';
import { ARTICLE_PAGE_SIZE, TAG_SOURCE_LIMIT, tagOptions } from './article-rules';

export interface ArticleFilters {
  text: string;
  /** A tag's slug, or '' for all. */
  tag: string;
  /** An admin's id, or '' for all. */
  author: string;
}

/** How long typing in Search pauses before the list is asked again. */
const SEARCH_DELAY_MS = 300;

export const NO_FILTERS: ArticleFilters = { text: '', tag: '', author: '' };

export { hasFilters } from '@/components/ui/use-filtered-pages';

function pageArg({ text, tag, author }: ArticleFilters, page: number): ArticlePageArg {
  return { page, limit: ARTICLE_PAGE_SIZE, ...(text.trim() && { text: text.trim() }), ...(tag && { tag }), ...(author && { author }) };
}

/** The filters, the page on view and the articles for them; the tag and author options; a changed filter goes back to page 1. */
export function useArticleList() {
  const { filters, filtered, changeFilters, page, setPage } = useFilteredPages(NO_FILTERS);
  // The text asked for follows the box once typing pauses; the other filters apply at once.
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setText(filters.text), filters.text ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [filters.text]);
  const list = useListArticlesQuery(pageArg({ ...filters, text }, page), { refetchOnMountOrArgChange: true });
  const all = useListArticlesQuery({ page: 1, limit: TAG_SOURCE_LIMIT });
  const admins = useAdminNamesQuery();

  const retry = () => {
    void list.refetch();
    if (all.isError) void all.refetch();
    if (admins.isError) void admins.refetch();
  };

  return {
    filters,
    filtered,
    changeFilters,
    page,
    setPage,
    list,
    tags: tagOptions(all.data?.articles ?? []),
    admins: admins.data ?? [],
    retry,
  };
}
