import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useAppSelector } from '@/app/hooks';
import { LoadFailed, LoadingStatus } from '@/components/ui/admin-screen';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { selectAdmin } from '@/platform/auth/auth-slice';
import { selectWorkingRelease } from '@/platform/releases/working-release-slice';
import { formatDateTime } from '@/lib/format/date-time';
import { compareRecords } from './revision-diff';
import { RevisionComparison } from './revision-comparison';
import { OPERATION_WORDS, changedBy, changedFieldsText } from './revision-words';
import { useGetRevisionQuery, type RestoredRevision, type RevisionSummary } from './revisions-api';
import { useRestoreRevision } from './use-restore-revision';

interface RevisionDetailProps {
  summary: RevisionSummary;
  onBack: () => void;
  onRestored?: (restored: RestoredRevision) => void;
}

/** One change: who made it and when, this version beside the current record, and 'Restore this version'. */
export function RevisionDetail({ summary, onBack, onRestored }: RevisionDetailProps) {
  const me = useAppSelector(selectAdmin);
  const { data, isLoading, isError, isFetching, refetch } = useGetRevisionQuery(summary._id, { refetchOnMountOrArgChange: true });
  const { restore, restoring } = useRestoreRevision(onRestored);
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const rows = useMemo(() => (data ? compareRecords(data.revision.snapshot, data.current) : []), [data]);
  const deleted = data?.current === null;
  // This version already is the record: restoring it would change nothing (the server refuses it too).
  const unchanged = !!data && !deleted && rows.every((r) => !r.changed);
  const unchangedId = useId();
  // A restore is not a draft (openapi.yaml gives it no release header): it would change the live site at once.
  const inRelease = !!useAppSelector(selectWorkingRelease);
  const liveOnlyId = useId();
  const bringBack = summary.operation === 'delete' || deleted;
  const fields = summary.operation === 'create' || summary.operation === 'delete' ? '' : changedFieldsText(summary.changedFields);

  // Opened from the list, the focus moves to what opened (WCAG 2.4.3).
  useEffect(() => heading.current?.focus(), []);

  const confirm = async () => {
    await restore(summary._id);
    setConfirming(false);
  };

  return (
    <>
      <Button variant="link" className="px-0 mb-2" onClick={onBack}>
        <span aria-hidden="true">‹ </span>Back to all changes
      </Button>
      <h3 ref={heading} tabIndex={-1} className="h6 mb-1 text-break">
        {OPERATION_WORDS[summary.operation]}: {summary.recordTitle}
      </h3>
      <p className="small text-body-secondary mb-3">
        by {changedBy(summary, me?._id)}, <time dateTime={summary.createdAt}>{formatDateTime(summary.createdAt)}</time>
        {fields && <span className="d-block">{fields}</span>}
      </p>

      {isLoading ? (
        <LoadingStatus text="Loading this version..." />
      ) : isError && !data ? (
        <LoadFailed message="Failed to load this version" onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        data && (
          <>
            {deleted && (
              <p className="alert alert-warning" data-testid="record-deleted">
                This record has been deleted. Bring it back to restore it as it was in this version.
              </p>
            )}
            <RevisionComparison rows={rows} deleted={deleted} unchangedId={unchangedId} />
            {inRelease && (
              <p id={liveOnlyId} className="small text-body-secondary">
                A version is restored on the live site at once, not as a draft: go back to the live site to restore it.
              </p>
            )}
            <Button
              variant="primary"
              onClick={() => setConfirming(true)}
              disabled={restoring || unchanged || inRelease}
              aria-describedby={inRelease ? liveOnlyId : unchanged ? unchangedId : undefined}
            >
              {bringBack ? 'Bring back' : 'Restore this version'}
            </Button>
          </>
        )
      )}

      <ConfirmDialog
        show={confirming}
        title={bringBack ? 'Bring back this record?' : 'Restore this version?'}
        message={
          bringBack
            ? `"${summary.recordTitle}" comes back as it was in this version.`
            : `"${summary.recordTitle}" goes back to how it was in this version. The content it replaces stays in the history, so this can be undone.`
        }
        confirmLabel={restoring ? 'Restoring...' : bringBack ? 'Bring back' : 'Restore'}
        variant="warning"
        busy={restoring}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
