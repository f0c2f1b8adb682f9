import type { components } from '@shared/contract/schema';
import { serverMessageOr } from '@/app/api';
import { LoadFailed, LoadingStatus } from '@/components/ui/admin-screen';
import { formatDateTime } from './inbox-format';
import { useCaseFileAccess } from './use-case-file-access';

type ActivityEvent = components['schemas']['ActivityEvent'];

export const CASE_FILE_ACCESS_LOADING = 'Loading case file access...';
export const CASE_FILE_ACCESS_EMPTY = 'Nobody has opened these case files yet.';
export const caseFileAccessFailed = (reason: string) => `Failed to load case file access: ${reason}`;

/** What an access was, in a word (the endpoint answers only these two actions). */
export const accessWord = (event: ActivityEvent) => (event.action === 'case-file-download' ? 'Downloaded' : 'Viewed');

interface CaseFileAccessProps {
  bookingId: string;
  className?: string;
}

/** Who viewed or downloaded a booking's case files, and when, newest first (this opening included). */
export function CaseFileAccess({ bookingId, className = '' }: CaseFileAccessProps) {
  const { data, error, isLoading, isError, isFetching, refetch } = useCaseFileAccess(bookingId);
  const headingId = `case-file-access-${bookingId}`;
  let body;
  if (isLoading) body = <LoadingStatus text={CASE_FILE_ACCESS_LOADING} className="py-1 text-secondary" />;
  else if (isError)
    body = <LoadFailed message={caseFileAccessFailed(serverMessageOr(error, 'the server did not answer.'))} onRetry={refetch} retrying={isFetching} />;
  else if (!data?.length) body = <p className="text-secondary mb-0">{CASE_FILE_ACCESS_EMPTY}</p>;
  else
    body = (
      <ul aria-labelledby={headingId} className="list-unstyled mb-0">
        {data.map((event) => (
          <li key={event._id} className="mb-1" data-testid="case-file-access">
            <span className="fw-semibold">{accessWord(event)}</span> by {event.adminName || 'Unknown admin'},{' '}
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
          </li>
        ))}
      </ul>
    );
  return (
    <div className={`small ${className}`.trim()}>
      <h3 id={headingId} className="h6 mb-1">
        Case file access
      </h3>
      {body}
    </div>
  );
}
