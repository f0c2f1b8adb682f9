import { Link } from 'react-router-dom';
import { SimplePage } from './simple-page';

export function NotFoundPage() {
  return (
    <SimplePage title="404">
      <p>The page you're looking for doesn't exist.</p>
      <Link to="/" className="btn btn-primary">
        Go Back Home
      </Link>
    </SimplePage>
  );
}
