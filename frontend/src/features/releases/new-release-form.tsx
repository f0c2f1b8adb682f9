import { useState, type FormEvent } from 'react';
import { Button } from 'react-bootstrap';
import { CountedField } from '@/components/ui/counted-field';
import { useFocusFirstInvalid } from '@/components/ui/field-error';
import { FormCard } from '@/components/ui/form-card';
import { useToast } from '@/components/ui/toast-provider';
import { useCreateReleaseMutation } from './releases-api';
import { LIMITS, RELEASE_TEXTS } from './releases-rules';
import { problemOf, ReleaseProblemAlert, type ReleaseProblem } from './release-problem';

/** POST /releases: a name (1-120 characters, not blank); the new release is then shown. */
export function NewReleaseForm({ onCreated }: { onCreated: (id: string) => void }) {
  const toast = useToast();
  const [create, { isLoading: creating }] = useCreateReleaseMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<ReleaseProblem | null>(null);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (!name.trim()) {
      setError(RELEASE_TEXTS.nameRequired);
      return focusFirstInvalid();
    }
    try {
      const { release, message } = await create({ name: name.trim() }).unwrap();
      setName('');
      toast(message);
      onCreated(release._id);
    } catch (failure) {
      const found = problemOf(failure, RELEASE_TEXTS.createFailed);
      setProblem(found);
      const atName = found.errors.find((f) => f.field === 'name');
      if (atName) {
        setError(atName.message);
        focusFirstInvalid();
      }
    }
  };

  return (
    <FormCard headingId="new-release-heading" title="New release">
      <form ref={ref} noValidate onSubmit={submit} aria-labelledby="new-release-heading">
        <ReleaseProblemAlert problem={problem} onClose={() => setProblem(null)} />
        <CountedField
          id="release-name"
          label="Name"
          required
          value={name}
          maxLength={LIMITS.name}
          error={error}
          placeholder="Spring implant campaign"
          onChange={(value) => {
            setName(value);
            setError(undefined);
          }}
        />
        <Button type="submit" disabled={creating}>
          {creating ? 'Creating...' : 'Create release'}
        </Button>
      </form>
    </FormCard>
  );
}
