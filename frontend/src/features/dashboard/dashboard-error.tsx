import { Alert, Button } from 'react-bootstrap';

interface DashboardErrorProps {
  message?: string;
  retrying: boolean;
  onRetry: () => void;
}

export function DashboardError({ message, retrying, onRetry }: DashboardErrorProps) {
  return (
    <Alert variant="danger" role="alert">
      <Alert.Heading as="h2" className="h5">
        Failed to load dashboard
      </Alert.Heading>
      {message && <p className="mb-3">{message}</p>}
      <Button variant="danger" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Try Again'}
      </Button>
    </Alert>
  );
}
