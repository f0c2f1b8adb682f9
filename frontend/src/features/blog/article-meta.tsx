import type { components } from '@shared/contract/schema';
import { articleDate, BLOG_TEXTS } from './blog-rules';

type Card = components['schemas']['ArticleCard'];

/** Who wrote it, when, and how long it takes to read. */
export function ArticleMeta({ article, small }: { article: Card; small?: boolean }) {
  return (
    <p className={`text-body-secondary mb-0${small ? ' small' : ''}`}>
      <span>{BLOG_TEXTS.by(article.author.name)}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={article.publishedAt}>{articleDate(article.publishedAt)}</time>
      <span aria-hidden="true"> · </span>
      <span>{BLOG_TEXTS.readingTime(article.readingMinutes)}</span>
    </p>
  );
}
