import { Link } from 'react-router-dom';
import { usePageTitle } from '@/app/page-title';
import { useNotFoundStatus } from '@/app/render-report';
import { SimplePage } from './simple-page';

export function NotFoundPage() {
  useNotFoundStatus();
  usePageTitle('Page Not Found');
  return (
    <SimplePage title="404">
      <p>The page you're looking for doesn't exist.</p>
      <Link to="/" className="btn btn-primary">
        Go Back Home
      </Link>
    </SimplePage>
  );
}
