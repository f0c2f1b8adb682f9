import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Container, Spinner } from 'react-bootstrap';
import { isGone } from '@shared/contract/initial-data';
import { usePageTitle } from '@/app/page-title';
import { useGoneStatus, useMovedTo, useNotFoundStatus, usePageMeta } from '@/app/render-report';
import { ResponsiveImage } from '@/platform/media/responsive-image';
import { useGetHomepageSettingsQuery } from '@/platform/site-settings/site-settings-api';
import { ArticleBody } from './article-body';
import { ArticleCard } from './article-card';
import { ArticleJsonLd } from './article-json-ld';
import { ArticleMeta } from './article-meta';
import { ArticleTags } from './article-tags';
import { useBlogTexts } from './blog-rules';
import { useGetArticleBySlugQuery, useListRelatedArticlesQuery } from './blog-api';
import { useTextLang } from '@/lib/i18n/page-language';

function ArticleNotFound() {
  const texts = useBlogTexts();
  useNotFoundStatus();
  usePageTitle(texts.notFoundTitle);
  return (
    <Container className="py-5 text-center">
      <p className="display-1 fw-bold text-primary mb-0">404</p>
      <h1 className="h2">{texts.notFoundTitle}</h1>
      <p className="text-body-secondary">{texts.notFoundText}</p>
      <Link to="/blog" className="btn btn-primary">
        {texts.backToBlog}
      </Link>
    </Container>
  );
}

/** The article's address before a rename: 301 from the server, and the browser's router goes on to the current one. */
function MovedArticle({ slug }: { slug: string }) {
  const to = `/blog/${slug}`;
  useMovedTo(to);
  const navigate = useNavigate();
  useEffect(() => void navigate(to, { replace: true }), [navigate, to]);
  return null;
}

/** The article was deleted: 410, so crawlers drop it. */
function ArticleGone() {
  const texts = useBlogTexts();
  useGoneStatus();
  usePageTitle(texts.goneTitle);
  return (
    <Container className="py-5 text-center">
      <h1 className="h2">{texts.goneTitle}</h1>
      <p className="text-body-secondary">{texts.goneText}</p>
      <Link to="/blog" className="btn btn-primary">
        {texts.backToBlog}
      </Link>
    </Container>
  );
}

function RelatedArticles({ slug }: { slug: string }) {
  const texts = useBlogTexts();
  const { data: related } = useListRelatedArticlesQuery(slug);
  if (!related?.length) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-5 pt-4 border-top">
      <h2 id="related-heading" className="h4 mb-3">
        {texts.related}
      </h2>
      <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled">
        {related.map((article) => (
          <li key={article._id} className="col">
            <ArticleCard article={article} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /blog/:slug: one article, server-rendered, with its breadcrumb, cover, body, tags and related articles. */
export function ArticlePage() {
  const texts = useBlogTexts();
  const { slug = '' } = useParams<{ slug: string }>();
  const { currentData: answer, error, isFetching, refetch } = useGetArticleBySlugQuery(slug);
  const article = isGone(answer) ? undefined : answer;
  const lang = useTextLang(article);
  const { data: settings } = useGetHomepageSettingsQuery();
  usePageTitle(article ? article.seo?.metaTitle || article.title : error ? texts.title : undefined);
  usePageMeta(
    article
      ? {
          type: 'article',
          description: article.seo?.metaDescription || article.excerpt,
          image: article.seo?.ogImage || article.coverImage?.url,
          publishedTime: article.publishedAt,
        }
      : undefined,
  );

  if (isGone(answer)) return <ArticleGone />;
  if (isFetching && !article) {
    return (
      <Container className="py-5 text-center" role="status">
        <Spinner animation="border" className="mb-3" aria-hidden="true" />
        <p className="mb-0">{texts.loading}</p>
      </Container>
    );
  }
  if (error) {
    return (
      <Container className="py-5">
        <div className="alert alert-danger" role="alert">
          <p className="mb-2">{texts.loadError}</p>
          <Button variant="outline-danger" onClick={() => void refetch()}>
            {texts.tryAgain}
          </Button>
        </div>
      </Container>
    );
  }
  if (!article) return <ArticleNotFound />;
  if (article.slug !== slug) return <MovedArticle slug={article.slug} />;

  const origin = (settings?.canonicalUrl || '').replace(/\/+$/, '');
  return (
    <Container as="article" className="py-5" style={{ maxWidth: 760 }}>
      <nav aria-label={texts.breadcrumb}>
        <ol className="breadcrumb small">
          <li className="breadcrumb-item">
            <Link to="/" className="d-inline-block py-1">
              {texts.home}
            </Link>
          </li>
          <li className="breadcrumb-item">
            <Link to="/blog" className="d-inline-block py-1">
              {texts.title}
            </Link>
          </li>
          <li className="breadcrumb-item active py-1" aria-current="page" lang={lang('title')}>
            {article.title}
          </li>
        </ol>
      </nav>
      <header className="mb-4">
        <h1 className="display-6 fw-bold" lang={lang('title')}>
          {article.title}
        </h1>
        <ArticleMeta article={article} />
        <div className="mt-2">
          <ArticleTags tags={article.tags} />
        </div>
      </header>
      {article.coverImage ? (
        <ResponsiveImage
          src={article.coverImage.url}
          alt={article.coverImage.alt}
          lang={lang('coverImage.alt')}
          sizes="(min-width: 768px) 720px, 100vw"
          width={1200}
          height={675}
          priority
          className="img-fluid rounded mb-4"
          style={{ width: '100%', height: 'auto' }}
        />
      ) : null}
      <ArticleBody body={article.body} lang={lang('body')} />
      <RelatedArticles slug={article.slug} />
      <ArticleJsonLd article={article} origin={origin} />
    </Container>
  );
}
