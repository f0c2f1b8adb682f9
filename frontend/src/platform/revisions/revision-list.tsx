import { useEffect, useRef } from 'react';
import { LoadFailed, LoadingStatus } from '@/components/ui/admin-screen';
import { useListRevisionsQuery, type RevisionKind, type RevisionSummary } from './revisions-api';
import { RevisionListItem } from './revision-list-item';
import { ListPager } from '@/components/ui/list-pager';

interface RevisionListProps {
  kind: RevisionKind;
  recordId?: string;
  page: number;
  onPage: (page: number) => void;
  /** The entry to give the focus to once listed (the one the admin came back from). */
  focusId?: string;
  onSelect: (revision: RevisionSummary) => void;
}

/** One page of a kind's history, newest first; loaded afresh whenever the panel shows it, so new saves are in it. */
export function RevisionList({ kind, recordId, page, onPage, focusId, onSelect }: RevisionListProps) {
  const { data, isLoading, isError, isFetching, refetch } = useListRevisionsQuery({ kind, recordId, page }, { refetchOnMountOrArgChange: true });
  const list = useRef<HTMLUListElement>(null);
  const listed = !!data?.revisions.length;

  useEffect(() => {
    if (focusId && listed) list.current?.querySelector<HTMLElement>(`[data-revision-id="${focusId}"]`)?.focus();
  }, [focusId, listed]);

  if (isLoading) return <LoadingStatus text="Loading history..." />;
  if (isError && !data) return <LoadFailed message="Failed to load history" onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data?.revisions.length) return <p className="text-body-secondary py-2">No changes recorded yet.</p>;
  const pages = data.pagination?.pages ?? 1;

  return (
    <>
      <p className="text-body-secondary small">Newest first. Choose a change to compare it with the current content and restore it.</p>
      <ul ref={list} className="list-group" aria-label="Changes, newest first" aria-busy={isFetching || undefined}>
        {data.revisions.map((revision) => (
          <RevisionListItem key={revision._id} revision={revision} onSelect={onSelect} />
        ))}
      </ul>
      {pages > 1 && <ListPager label="History pages" page={page} pages={pages} onPage={onPage} />}
    </>
  );
}
