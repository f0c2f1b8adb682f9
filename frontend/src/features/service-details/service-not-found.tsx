import { Link } from 'react-router-dom';
import { Button, Container } from 'react-bootstrap';
import { usePageTitle } from '@/app/page-title';
import { useNotFoundStatus } from '@/app/render-report';

/** The 404 view: no id, no details, or the server said 404. */
export function ServiceNotFound({ onRetry }: { onRetry: () => void }) {
  useNotFoundStatus();
  usePageTitle('Service Not Found');
  return (
    <Container className="py-5 text-center">
      <p className="display-1 fw-bold text-primary mb-0">404</p>
      <h1 className="h2">Service Not Found</h1>
      <p className="text-body-secondary">The service you're looking for doesn't exist or hasn't been configured yet.</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link to="/" className="btn btn-primary">
          Go Back Home
        </Link>
        <Button variant="outline-secondary" onClick={onRetry} data-reload>
          Try Again
        </Button>
      </div>
    </Container>
  );
}
