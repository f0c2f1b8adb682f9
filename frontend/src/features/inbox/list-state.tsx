import type { ReactNode } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import type { ApiErrorShape } from '@/app/api';

interface ListStateProps {
  /** 'bookings', 'messages', 'subscribers': used in the loading, error and empty texts. */
  noun: string;
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
}

/** The loading, load-error and empty states every inbox tab shares; the list itself otherwise. */
export function ListState({ noun, loading, error, empty, emptyText, onRetry, children }: ListStateProps) {
  if (loading)
    return (
      <div className="d-flex align-items-center gap-2 py-4 text-secondary" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span>Loading {noun}...</span>
      </div>
    );
  if (error)
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>
          Failed to load {noun}: {(error as ApiErrorShape).message ?? 'Unknown error'}
        </span>
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          Retry
        </Button>
      </Alert>
    );
  if (empty) return <p className="text-secondary py-4 mb-0">{emptyText}</p>;
  return <>{children}</>;
}
