import { Link } from 'react-router-dom';
import { usePageTitle } from '@/app/page-title';
import { useNotFoundStatus } from '@/app/render-report';
import { SimplePage } from './simple-page';
import { siteTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

export function NotFoundPage() {
  useNotFoundStatus();
  const t = useMessages(siteTexts);
  usePageTitle(t('notFoundTitle'));
  return (
    <SimplePage title="404">
      <p>{t('notFoundText')}</p>
      <Link to="/" className="btn btn-primary">
        {t('goHome')}
      </Link>
    </SimplePage>
  );
}
