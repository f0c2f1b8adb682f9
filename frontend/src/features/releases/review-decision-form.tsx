import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { CountedField } from '@/components/ui/counted-field';
import { useFocusFirstInvalid } from '@/components/ui/field-error';
import { isoFromLocal, LIMITS, RELEASE_TEXTS } from './releases-rules';
import { PublishAtField } from './publish-at-field';
import { fieldError, type ReleaseProblem } from './release-problem';

interface ReviewDecisionFormProps {
  busy: boolean;
  /** Each resolves null when it went through, else the refusal: one of the time is shown at the field. */
  onApprove: (at: string | undefined, comment: string) => Promise<ReleaseProblem | null>;
  onSendBack: (comment: string) => Promise<ReleaseProblem | null>;
}

/**
 * A super admin's decision on a release in review: approve it (published now, or at the time given) or send it
 * back, which needs a comment saying what should change. The author is sent an email either way.
 */
export function ReviewDecisionForm({ busy, onApprove, onSendBack }: ReviewDecisionFormProps) {
  const [comment, setComment] = useState('');
  const [at, setAt] = useState('');
  const [errors, setErrors] = useState<{ comment?: string; at?: string }>({});
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const approve = async () => {
    const refused = fieldError(await onApprove(isoFromLocal(at), comment), 'at');
    if (!refused) return;
    setErrors((e) => ({ ...e, at: refused }));
    focusFirstInvalid();
  };

  const sendBack = () => {
    if (!comment.trim()) {
      setErrors({ comment: RELEASE_TEXTS.sendBackNeedsComment });
      return focusFirstInvalid();
    }
    void onSendBack(comment);
  };

  return (
    <form ref={ref} noValidate onSubmit={(e) => e.preventDefault()} aria-labelledby="review-decision-heading" className="border rounded p-3 mt-3">
      <h4 id="review-decision-heading" className="h6">
        Your review
      </h4>
      <CountedField
        id="decision-comment"
        label="Comment for the author (needed to send it back)"
        as="textarea"
        rows={3}
        value={comment}
        maxLength={LIMITS.comment}
        error={errors.comment}
        onChange={(v) => {
          setComment(v);
          setErrors((e) => ({ ...e, comment: undefined }));
        }}
      />
      <PublishAtField
        id="decision-at"
        value={at}
        error={errors.at}
        hint="Leave it empty to publish as soon as you approve."
        onChange={(v) => {
          setAt(v);
          setErrors((e) => ({ ...e, at: undefined }));
        }}
      />
      <div className="d-flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => void approve()}>
          {at ? 'Approve and schedule' : 'Approve and publish now'}
        </Button>
        <Button variant="outline-danger" disabled={busy} onClick={sendBack}>
          Send back
        </Button>
      </div>
    </form>
  );
}
