import { Link } from 'react-router-dom';
import { Container } from 'react-bootstrap';
import { HOME_LIST_ARG } from '@shared/contract/blog-pages';
import { ArticleCard } from './article-card';
import { useListPublishedArticlesQuery } from './blog-api';
import { blogTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

/** The section's texts in English. */
export const LATEST_TEXTS = { heading: blogTexts.en.latestHeading, all: blogTexts.en.allArticles } as const;

/** The home page's section of the three newest articles (shown while the blog is on); nothing while there are none. */
export function LatestArticles() {
  const { data } = useListPublishedArticlesQuery(HOME_LIST_ARG);
  const t = useMessages(blogTexts);
  if (!data?.data.length) return null;
  return (
    <section id="blog-section" aria-labelledby="blog-section-heading" className="py-5 bg-body-tertiary">
      <Container>
        <div className="d-flex justify-content-between align-items-baseline mb-4">
          <h2 id="blog-section-heading" className="mb-0">
            {t('latestHeading')}
          </h2>
          <Link to="/blog">{t('allArticles')}</Link>
        </div>
        <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled mb-0">
          {data.data.map((article) => (
            <li key={article._id} className="col">
              <ArticleCard article={article} headingLevel={3} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
