import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Button, Container, Spinner } from 'react-bootstrap';
import { listArg, readBlogSearch } from '@shared/contract/blog-pages';
import { usePageTitle } from '@/app/page-title';
import { useNotFoundStatus } from '@/app/render-report';
import { ArticleCard } from './article-card';
import { BlogPagination } from './blog-pagination';
import { useBlogTexts } from './blog-rules';
import { BlogSearchForm } from './blog-search-form';
import { useListPublishedArticlesQuery } from './blog-api';

/** An address the list cannot answer (page 0, a search of only punctuation): said on the page, with the way back. */
function AddressProblem({ message }: { message: string }) {
  const texts = useBlogTexts();
  useNotFoundStatus();
  return (
    <div className="alert alert-warning" role="status">
      <p className="mb-2">{message}</p>
      <Link to="/blog">{texts.firstPage}</Link>
    </div>
  );
}

/** /blog and /blog/tag/:tag: a page of article cards, newest first, with the search and links to the other pages. */
export function BlogPage() {
  const texts = useBlogTexts();
  const { tag } = useParams<{ tag?: string }>();
  const [params] = useSearchParams();
  const search = readBlogSearch(params, tag);
  const { currentData: page, error, isFetching, refetch } = useListPublishedArticlesQuery(listArg(search), { skip: !!search.problem });
  const tagName = tag ? (page?.data.flatMap((a) => a.tags).find((t) => t.slug === tag)?.name ?? tag) : undefined;
  const heading = tagName ? texts.tagHeading(tagName) : texts.title;
  usePageTitle(heading);
  const path = tag ? `/blog/tag/${tag}` : '/blog';
  const query: Record<string, string> = search.q ? { q: search.q } : {};

  let body;
  if (search.problem?.field === 'page') body = <AddressProblem message={texts.noSuchPage(search.problem.value)} />;
  else if (search.problem) body = <AddressProblem message={texts.searchProblem} />;
  else if (isFetching && !page)
    body = (
      <div className="py-5 text-center" role="status">
        <Spinner animation="border" className="mb-3" aria-hidden="true" />
        <p className="mb-0">{texts.loading}</p>
      </div>
    );
  else if (error) body = <BlogError onRetry={() => void refetch()} />;
  else if (page === null) body = <AddressProblem message={texts.tagNotFound} />;
  else if (page && page.data.length === 0 && (page.pagination?.total ?? 0) > 0) body = <AddressProblem message={texts.noSuchPage(String(search.page))} />;
  else if (page && page.data.length === 0) body = <p className="lead">{search.q ? texts.noResults(search.q) : texts.noArticles}</p>;
  else if (page)
    body = (
      <>
        {search.q ? <p className="text-body-secondary">{texts.resultsFor(search.q, page.pagination?.total ?? page.data.length)}</p> : null}
        <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled">
          {page.data.map((article) => (
            <li key={article._id} className="col">
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
        {page.pagination ? <BlogPagination pagination={page.pagination} path={path} query={query} /> : null}
      </>
    );

  return (
    <Container as="section" className="py-5">
      <h1 className="mb-2">{heading}</h1>
      {tag ? (
        <p>
          <Link to="/blog">{texts.allArticles}</Link>
        </p>
      ) : (
        <p className="lead text-body-secondary">{texts.intro}</p>
      )}
      <BlogSearchForm q={search.q} />
      {body}
    </Container>
  );
}

/** The list could not be read. */
function BlogError({ onRetry }: { onRetry: () => void }) {
  const texts = useBlogTexts();
  return (
    <div className="alert alert-danger" role="alert">
      <p className="mb-2">{texts.loadError}</p>
      <Button variant="outline-danger" onClick={onRetry}>
        {texts.tryAgain}
      </Button>
    </div>
  );
}
