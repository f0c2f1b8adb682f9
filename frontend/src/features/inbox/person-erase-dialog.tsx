import { useState } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { countsInWords, personKey, type PersonCounts } from '@shared/contract/person-data';
import { FormDialog } from '@/components/ui/form-dialog';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { PERSON_ERASE_CONFIRM_LABEL, PERSON_ERASE_MISMATCH, PERSON_ERASING } from './person-words';

interface PersonEraseDialogProps {
  show: boolean;
  email: string;
  counts: PersonCounts;
  busy: boolean;
  /** The server's refusal, shown in the dialog. */
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Erasing cannot be undone: the admin types the address before the button does anything. */
export function PersonEraseDialog({ show, email, counts, busy, error, onConfirm, onCancel }: PersonEraseDialogProps) {
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const matches = personKey(typed) === personKey(email);
  const submit = () => {
    if (busy) return;
    if (!matches) return setMismatch(true);
    onConfirm();
  };
  return (
    <FormDialog
      show={show}
      title="Erase this person’s data?"
      onShow={() => {
        setTyped('');
        setMismatch(false);
      }}
      onSubmit={submit}
      onHide={busy ? () => undefined : onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={busy || !matches}>
            {busy ? (
              <>
                <Spinner animation="border" size="sm" aria-hidden="true" /> {PERSON_ERASING}
              </>
            ) : (
              'Erase everything'
            )}
          </Button>
        </>
      }
    >
      <p>
        Everything stored for <strong className="text-break">{email}</strong> will be deleted for good: {countsInWords(counts)}. The activity log keeps who did
        what and when, without the names.
      </p>
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Form.Group controlId="person-erase-confirm">
        <Form.Label>{PERSON_ERASE_CONFIRM_LABEL}</Form.Label>
        <Form.Control
          type="email"
          autoComplete="off"
          value={typed}
          disabled={busy}
          onChange={(e) => {
            setTyped(e.target.value);
            setMismatch(false);
          }}
          {...invalidProps(mismatch && PERSON_ERASE_MISMATCH, 'person-erase-confirm-error')}
        />
        <FieldError id="person-erase-confirm-error" error={mismatch && PERSON_ERASE_MISMATCH} />
      </Form.Group>
    </FormDialog>
  );
}
