import { Link } from 'react-router-dom';
import { Button, Container } from 'react-bootstrap';
import { usePageTitle } from '@/app/page-title';
import { useNotFoundStatus } from '@/app/render-report';
import { serviceDetailsTexts, siteTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

/** The 404 view: no id, no details, or the server said 404. */
export function ServiceNotFound({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(serviceDetailsTexts);
  useNotFoundStatus();
  const s = useMessages(siteTexts);
  usePageTitle(t('notFoundTitle'));
  return (
    <Container className="py-5 text-center">
      <p className="display-1 fw-bold text-primary mb-0">404</p>
      <h1 className="h2">{t('notFoundTitle')}</h1>
      <p className="text-body-secondary">{t('notFoundText')}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link to="/" className="btn btn-primary">
          {s('goHome')}
        </Link>
        <Button variant="outline-secondary" onClick={onRetry} data-reload>
          {s('tryAgain')}
        </Button>
      </div>
    </Container>
  );
}
