import { useEffect, useState, type FormEvent } from 'react';
import { Button } from 'react-bootstrap';
import { useFocusFirstInvalid } from '@/components/ui/field-error';
import { isoFromLocal, RELEASE_TEXTS } from './releases-rules';
import { PublishAtField } from './publish-at-field';
import { fieldError, type ReleaseProblem } from './release-problem';

interface ScheduleFormProps {
  busy: boolean;
  /** Resolves null once scheduled (the form then closes), else the refusal: one of the time is shown at the field. */
  onSchedule: (at: string) => Promise<ReleaseProblem | null>;
  onCancel: () => void;
}

/** POST /releases/{id}/schedule: the time to publish it at; the server checks that it is to come. */
export function ScheduleForm({ busy, onSchedule, onCancel }: ScheduleFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  // Opening the form moves the keyboard to its field.
  useEffect(() => document.getElementById('schedule-at')?.focus(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const at = isoFromLocal(value);
    if (!at) {
      setError(RELEASE_TEXTS.timeRequired);
      return focusFirstInvalid();
    }
    const refused = fieldError(await onSchedule(at), 'at');
    if (!refused) return;
    setError(refused);
    focusFirstInvalid();
  };

  return (
    <form ref={ref} noValidate onSubmit={submit} aria-label="Schedule the release" className="border rounded p-3 mt-3">
      <PublishAtField
        id="schedule-at"
        required
        value={value}
        error={error}
        onChange={(v) => {
          setValue(v);
          setError(undefined);
        }}
      />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Scheduling...' : 'Schedule'}
        </Button>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
