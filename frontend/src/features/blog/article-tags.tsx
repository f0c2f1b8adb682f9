import { Link } from 'react-router-dom';
import type { components } from '@shared/contract/schema';
import { blogTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

/** An article's tags, each a link to its tag page. */
export function ArticleTags({ tags }: { tags: readonly components['schemas']['ArticleTag'][] }) {
  const t = useMessages(blogTexts);
  if (!tags.length) return null;
  return (
    <ul className="list-inline mb-0" aria-label={t('tags')}>
      {tags.map((tag) => (
        <li key={tag.slug} className="list-inline-item">
          <Link to={`/blog/tag/${tag.slug}`} className="badge rounded-pill text-bg-light border text-decoration-none">
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
