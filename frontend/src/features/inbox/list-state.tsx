import type { ReactNode } from 'react';
import type { ApiErrorShape } from '@/app/api';
import { LoadFailed, LoadingStatus } from '@/components/ui/admin-screen';

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
  if (loading) return <LoadingStatus text={`Loading ${noun}...`} className="py-4 text-secondary" />;
  if (error) return <LoadFailed message={`Failed to load ${noun}: ${(error as ApiErrorShape).message ?? 'Unknown error'}`} onRetry={onRetry} />;
  if (empty) return <p className="text-secondary py-4 mb-0">{emptyText}</p>;
  return <>{children}</>;
}
