import type { components } from '@shared/contract/schema';
import { articleDate, useBlogTexts } from './blog-rules';
import { usePageLocale } from '@/lib/format/intl';

type Card = components['schemas']['ArticleCard'];

/** The author's photo's side, in CSS pixels: set on the image, so the line never moves when it loads. */
export const AUTHOR_PHOTO_SIZE = 40;

/** Who wrote it (with their photo on the article's own page, when they have one), when, and how long it takes to read. */
export function ArticleMeta({ article, small }: { article: Card; small?: boolean }) {
  const texts = useBlogTexts();
  const locale = usePageLocale('en-GB');
  const { photo, name } = article.author;
  return (
    <p className={`text-body-secondary mb-0${small ? ' small' : ''}`}>
      {photo && !small && (
        <img
          src={photo}
          alt={name}
          width={AUTHOR_PHOTO_SIZE}
          height={AUTHOR_PHOTO_SIZE}
          loading="lazy"
          decoding="async"
          className="rounded-circle object-fit-cover align-middle me-2"
        />
      )}
      <span>{texts.by(article.author.name)}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={article.publishedAt}>{articleDate(article.publishedAt, locale)}</time>
      <span aria-hidden="true"> · </span>
      <span>{texts.readingTime(article.readingMinutes)}</span>
    </p>
  );
}
