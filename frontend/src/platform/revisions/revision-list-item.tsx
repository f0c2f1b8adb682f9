import { useAppSelector } from '@/app/hooks';
import { selectAdmin } from '@/platform/auth/auth-slice';
import { formatDateTime } from '@/lib/format/date-time';
import type { RevisionSummary } from './revisions-api';
import { OPERATION_WORDS, changedBy, changedFieldsText } from './revision-words';

/** One change in the history list: what was done, to which record, by whom and when; a button that opens it. */
export function RevisionListItem({ revision, onSelect }: { revision: RevisionSummary; onSelect: (revision: RevisionSummary) => void }) {
  const me = useAppSelector(selectAdmin);
  const fields = revision.operation === 'create' || revision.operation === 'delete' ? '' : changedFieldsText(revision.changedFields);
  return (
    <li className="list-group-item p-0" data-testid="revision-entry">
      <button
        type="button"
        className="list-group-item-action border-0 bg-transparent text-start w-100 px-3 py-2"
        data-revision-id={revision._id}
        onClick={() => onSelect(revision)}
      >
        <span className="d-block fw-semibold">{OPERATION_WORDS[revision.operation]}</span> <span className="d-block text-break">{revision.recordTitle}</span>{' '}
        <span className="d-block small text-body-secondary">
          by {changedBy(revision, me?._id)}, <time dateTime={revision.createdAt}>{formatDateTime(revision.createdAt)}</time>
        </span>
        {fields && (
          <>
            {' '}
            <span className="d-block small text-body-secondary">{fields}</span>
          </>
        )}
      </button>
    </li>
  );
}
