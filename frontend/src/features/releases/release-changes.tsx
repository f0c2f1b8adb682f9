import { Alert, Badge } from 'react-bootstrap';
import { formatDateTime } from '@/lib/format/date-time';
import type { Release } from './releases-api';
import { changeCountText, kindLabel, nameOr } from './releases-rules';
import { FieldChanges } from './field-changes';

type ReleaseChange = NonNullable<Release['changes']>[number];
type ChangeRecord = ReleaseChange['records'][number];

/** What a draft does to one record, in words for the table's caption. */
function recordCaption({ recordTitle, before, after }: ChangeRecord) {
  if (!before) return `${recordTitle}: made by this draft`;
  if (!after) return `${recordTitle}: deleted by this draft`;
  return `${recordTitle}: fields this draft changes`;
}

/** The release's drafts, oldest first: what each call does, who saved it and when, and each record field by field. */
export function ReleaseChanges({ changes }: { changes: ReleaseChange[] }) {
  return (
    <section aria-labelledby="release-changes-heading" className="mb-4">
      <h3 id="release-changes-heading" className="h6">
        Changes ({changes.length})
      </h3>
      {changes.length === 0 ? (
        <p className="text-body-secondary">No drafts yet: on a content screen, save a change as a draft of this release.</p>
      ) : (
        <ol className="list-unstyled mb-0" aria-label={changeCountText(changes.length)}>
          {changes.map((c) => (
            <li key={c._id} className="border rounded p-2 mb-2" data-testid="release-change">
              <h4 className="h6 mb-1 text-break">
                {c.summary} <Badge bg="secondary">{kindLabel(c.kind)}</Badge>
              </h4>
              <p className="small text-body-secondary mb-2">
                Saved by {nameOr(c.createdByName)}, <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
              </p>
              {c.problem && (
                // Skipped wherever the release is read, and a stop for its publish: said beside the draft it concerns.
                <Alert variant="warning" className="small py-2 mb-2 text-break">
                  {c.problem}
                </Alert>
              )}
              {c.records.map((r) => (
                <FieldChanges
                  key={r.recordId}
                  caption={recordCaption(r)}
                  from={r.before}
                  to={r.after}
                  fields={r.before && r.after ? r.changedFields : []}
                  fromLabel="Before"
                  toLabel="After"
                />
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
