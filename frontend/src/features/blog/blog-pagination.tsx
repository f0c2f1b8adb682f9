import { Link } from 'react-router-dom';
import type { components } from '@shared/contract/schema';
import { useBlogTexts } from './blog-rules';

/** Links to the newer and older pages: plain links, so they work without script. `path` and `query` are the list's address without its page. */
export function BlogPagination({ pagination, path, query }: { pagination: components['schemas']['Pagination']; path: string; query: Record<string, string> }) {
  const texts = useBlogTexts();
  const { page, pages } = pagination;
  if (pages <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(query);
    if (n > 1) params.set('page', String(n));
    const search = params.toString();
    return `${path}${search ? `?${search}` : ''}`;
  };
  return (
    <nav aria-label={texts.pagination} className="d-flex justify-content-between align-items-center mt-4">
      {page > 1 ? (
        <Link to={href(Math.min(page - 1, pages))} className="btn btn-outline-primary" rel="prev">
          <span className="flip-rtl" aria-hidden="true">
            ←
          </span>{' '}
          {texts.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-body-secondary">{texts.pageOf(page, pages)}</span>
      {page < pages ? (
        <Link to={href(page + 1)} className="btn btn-outline-primary" rel="next">
          {texts.next}{' '}
          <span className="flip-rtl" aria-hidden="true">
            →
          </span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
