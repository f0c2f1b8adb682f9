import { formatDateTime } from '@/lib/format/date-time';
import type { Release } from './releases-api';
import { nameOr } from './releases-rules';

const DECISION_WORDS = { approved: 'Approved', sent_back: 'Sent back' } as const;

/** The release's last review: who submitted it, when and why; then the super admin's decision, if made. */
export function ReleaseReview({ review }: { review: NonNullable<Release['review']> }) {
  return (
    <section aria-labelledby="release-review-heading" className="mb-4">
      <h3 id="release-review-heading" className="h6">
        Review
      </h3>
      <dl className="row mb-0 small">
        <dt className="col-sm-3">Submitted</dt>
        <dd className="col-sm-9" data-testid="review-submitted">
          by {nameOr(review.submittedByName)}, <time dateTime={review.submittedAt}>{formatDateTime(review.submittedAt)}</time>
          {review.submitComment && <q className="d-block text-break">{review.submitComment}</q>}
        </dd>
        {review.decision && (
          <>
            <dt className="col-sm-3">{DECISION_WORDS[review.decision]}</dt>
            <dd className="col-sm-9" data-testid="review-decision">
              by {nameOr(review.decidedByName)}
              {review.decidedAt && (
                <>
                  , <time dateTime={review.decidedAt}>{formatDateTime(review.decidedAt)}</time>
                </>
              )}
              {review.decisionComment && <q className="d-block text-break">{review.decisionComment}</q>}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
