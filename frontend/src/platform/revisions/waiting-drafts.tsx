import { useId } from 'react';
import { Link } from 'react-router-dom';
import { RELEASE_STATE_LABELS } from '@shared/contract/releases';
import { useAppSelector } from '@/app/hooks';
import { selectAdmin } from '@/platform/auth/auth-slice';
import { formatDateTime } from '@/lib/format/date-time';
import { useListReleaseDraftsQuery, type RevisionKind } from './revisions-api';
import { changedBy, changedFieldsText } from './revision-words';

/**
 * Above a history: the drafts of releases not yet published that change the kind (or the record), newest first, each
 * with its release and a link to it. Nothing when there are none (or they could not be read: the history still shows).
 */
export function WaitingDrafts({ kind, recordId }: { kind: RevisionKind; recordId?: string }) {
  const headingId = useId();
  const me = useAppSelector(selectAdmin);
  const { data } = useListReleaseDraftsQuery({ kind, recordId }, { refetchOnMountOrArgChange: true });
  if (!data?.length) return null;
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h3 id={headingId} className="h6">
        Drafts waiting in releases
      </h3>
      <p className="text-body-secondary small">Not live yet: each goes live when its release is published.</p>
      <ul className="list-group">
        {data.map(({ releaseId, releaseName, releaseState, change }) => (
          <li key={`${releaseId} ${change._id}`} className="list-group-item" data-testid="waiting-draft">
            <span className="d-block fw-semibold">{change.summary}</span>{' '}
            <span className="d-block text-break">{change.records.map((r) => r.recordTitle).join(', ')}</span>{' '}
            <span className="d-block small text-body-secondary">
              by {changedBy(change, me?._id)}, <time dateTime={change.createdAt}>{formatDateTime(change.createdAt)}</time>
            </span>{' '}
            <span className="d-block small text-body-secondary">{changedFieldsText([...new Set(change.records.flatMap((r) => r.changedFields))])}</span>{' '}
            <Link className="small" to={`/admin/releases?release=${releaseId}`}>
              In the release “{releaseName}” ({RELEASE_STATE_LABELS[releaseState].toLowerCase()})
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
