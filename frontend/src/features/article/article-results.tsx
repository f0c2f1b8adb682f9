import { serverMessageOr } from '@/app/api';
import { LoadFailed, LoadingStatus } from '@/components/ui/admin-screen';
import { ListPager } from '@/components/ui/list-pager';
import type { Article, ArticlePage } from './article-api';
import { ARTICLE_TEXTS } from './article-rules';
import { ArticleTable } from './article-table';

interface ArticleResultsProps {
  /** The last page answered (for any filters): kept on view, marked busy, while the next one loads. */
  data: ArticlePage | undefined;
  error: unknown;
  isFetching: boolean;
  filtered: boolean;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  onEdit: (article: Article) => void;
  onDelete: (article: Article) => void;
}

/** The list's states: loading, failed (with Retry), empty, and the articles with their pages. */
export function ArticleResults({ data, error, isFetching, filtered, page, onPage, onRetry, onEdit, onDelete }: ArticleResultsProps) {
  if (error) {
    const reason = serverMessageOr(error, '');
    return <LoadFailed message={reason ? `${ARTICLE_TEXTS.loadFailed}: ${reason}` : ARTICLE_TEXTS.loadFailed} onRetry={onRetry} retrying={isFetching} />;
  }
  if (!data) return <LoadingStatus text={ARTICLE_TEXTS.loading} />;
  if (data.articles.length === 0) return <p className="text-body-secondary py-3 mb-0">{filtered ? ARTICLE_TEXTS.filteredEmpty : ARTICLE_TEXTS.empty}</p>;
  return (
    <>
      <ArticleTable articles={data.articles} busy={isFetching} onEdit={onEdit} onDelete={onDelete} />
      <ListPager
        label={ARTICLE_TEXTS.pagerLabel}
        page={page}
        pages={data.pagination?.pages ?? 1}
        total={data.pagination?.total ?? data.articles.length}
        unit={['article', 'articles']}
        onPage={onPage}
      />
    </>
  );
}
