import { Spinner } from 'react-bootstrap';
import { serverMessageOr } from '@/app/api';
import { LoadFailed, LoadingStatus } from '@/components/ui/admin-screen';
import type { ActivityPage } from './activity-api';
import { ListPager } from '@/components/ui/list-pager';
import { ActivityTable } from './activity-table';

interface ActivityResultsProps {
  /** The last page answered (for any filters): kept on view, marked busy, while the next one loads. */
  data: ActivityPage | undefined;
  error: unknown;
  isFetching: boolean;
  /** Whether any filter is set: the empty text says which kind of empty it is. */
  filtered: boolean;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
}

/** The log's states: loading, failed (with Retry), empty, and the events with their pages. */
export function ActivityResults({ data, error, isFetching, filtered, page, onPage, onRetry }: ActivityResultsProps) {
  if (error) {
    const reason = serverMessageOr(error, '');
    return <LoadFailed message={reason ? `Failed to load activity: ${reason}` : 'Failed to load activity'} onRetry={onRetry} />;
  }
  if (!data) return <LoadingStatus text="Loading activity..." />;
  const total = data.pagination?.total ?? data.events.length;
  return (
    <>
      {/* On the page before its text, so the change is announced. */}
      <div role="status" className="d-flex align-items-center gap-2 small mb-2" style={{ minHeight: '1.5rem' }}>
        {isFetching && (
          <>
            <Spinner animation="border" size="sm" aria-hidden="true" />
            <span>Updating...</span>
          </>
        )}
      </div>
      {data.events.length === 0 ? (
        <p className="text-body-secondary py-3 mb-0" aria-busy={isFetching}>
          {filtered ? 'No activity matches these filters.' : 'No activity recorded yet.'}
        </p>
      ) : (
        <>
          <ActivityTable events={data.events} busy={isFetching} />
          <ListPager label="Activity pages" page={page} pages={data.pagination?.pages ?? 1} total={total} unit={['event', 'events']} onPage={onPage} />
        </>
      )}
    </>
  );
}
