import { useEffect, useState, type FormEvent } from 'react';
import { Button } from 'react-bootstrap';
import { CountedField } from '@/components/ui/counted-field';
import { LIMITS } from './releases-rules';

interface SubmitReviewFormProps {
  busy: boolean;
  /** Resolves once sent (the form closes when it went through). */
  onSubmit: (comment: string) => Promise<unknown>;
  onCancel: () => void;
}

/** POST /releases/{id}/submit: an optional word for the super admins, who are sent an email. */
export function SubmitReviewForm({ busy, onSubmit, onCancel }: SubmitReviewFormProps) {
  const [comment, setComment] = useState('');
  useEffect(() => document.getElementById('submit-comment')?.focus(), []);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await onSubmit(comment);
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Submit the release for review" className="border rounded p-3 mt-3">
      <CountedField
        id="submit-comment"
        label="Comment for the reviewers (optional)"
        as="textarea"
        rows={3}
        value={comment}
        maxLength={LIMITS.comment}
        onChange={setComment}
      />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Submitting...' : 'Submit for review'}
        </Button>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
