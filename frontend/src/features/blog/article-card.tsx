import { Link } from 'react-router-dom';
import type { components } from '@shared/contract/schema';
import { ResponsiveImage } from '@/platform/media/responsive-image';
import { ArticleMeta } from './article-meta';
import { useTextLang } from '@/lib/i18n/page-language';

type Card = components['schemas']['ArticleCard'];

/** One article in a list: its cover, title (the link to it), excerpt, date, reading time and tags. */
export function ArticleCard({ article, headingLevel = 2 }: { article: Card; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const lang = useTextLang(article);
  return (
    <article className="card h-100 shadow-sm border-0">
      {article.coverImage ? (
        <ResponsiveImage
          src={article.coverImage.url}
          alt={article.coverImage.alt}
          lang={lang('coverImage.alt')}
          sizes="(min-width: 992px) 400px, (min-width: 768px) 50vw, 100vw"
          width={800}
          height={450}
          className="card-img-top"
          style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' }}
        />
      ) : null}
      <div className="card-body d-flex flex-column">
        <Heading className="h5 card-title" lang={lang('title')}>
          <Link to={`/blog/${article.slug}`} className="stretched-link text-reset text-decoration-none">
            {article.title}
          </Link>
        </Heading>
        <p className="card-text text-body-secondary flex-grow-1" lang={lang('excerpt')}>
          {article.excerpt}
        </p>
        <ArticleMeta article={article} small />
      </div>
    </article>
  );
}
