import { Alert } from 'react-bootstrap';
import type { Release } from './releases-api';
import { FieldChanges } from './field-changes';
import { kindLabel } from './releases-rules';

/** What stopped the last publish: the reason, and each record changed live since it was drafted, field by field. */
export function ReleaseFailure({ failure }: { failure: NonNullable<Release['failure']> }) {
  return (
    <section aria-labelledby="release-failure-heading" className="mb-4">
      <h3 id="release-failure-heading" className="h6">
        What stopped the last publish
      </h3>
      <Alert variant="warning" className="mb-2">
        {failure.message}
      </Alert>
      {failure.conflicts.map((c) => (
        <div key={`${c.kind} ${c.recordId}`} data-testid="release-conflict">
          {!c.live && (
            <p className="mb-1 text-break">
              {kindLabel(c.kind)} “{c.recordTitle}” was deleted on the live site since it was drafted.
            </p>
          )}
          <FieldChanges
            caption={`${kindLabel(c.kind)} “${c.recordTitle}”: changed on the live site since it was drafted`}
            from={c.draftedFrom}
            to={c.live}
            fields={c.live ? c.changedFields : []}
            fromLabel="When drafted"
            toLabel="Live now"
          />
        </div>
      ))}
    </section>
  );
}
