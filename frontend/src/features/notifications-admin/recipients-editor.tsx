import type { KeyboardEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { FormCard } from '@/components/ui/form-card';
import { EMAIL_MAX_LENGTH, MAX_RECIPIENTS, NOTIFICATION_MESSAGES } from './notifications-rules';

interface RecipientsEditorProps {
  recipients: string[];
  /** The address being typed. */
  text: string;
  error?: string;
  /** Alerts are on but the list is empty: say so under the field. */
  showNoRecipientsHint: boolean;
  onTextChange: (text: string) => void;
  onAdd: () => void;
  onRemove: (email: string) => void;
}

const INPUT_ID = 'new-recipient';

/** The team's addresses: each with its Remove button, and a field that adds one (Add recipient, or Enter). */
export function RecipientsEditor({ recipients, text, error, showNoRecipientsHint, onTextChange, onAdd, onRemove }: RecipientsEditorProps) {
  const addOnEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    // Enter adds the address; it does not submit (save) the whole form.
    e.preventDefault();
    onAdd();
  };
  const remove = (email: string) => {
    onRemove(email);
    // The button goes with its row: the keyboard goes on from the field.
    document.getElementById(INPUT_ID)?.focus();
  };

  return (
    <FormCard headingId="recipients-heading" title="Recipients">
      {recipients.length ? (
        <ul className="list-group mb-3" aria-labelledby="recipients-heading">
          {recipients.map((email) => (
            <li key={email} className="list-group-item d-flex flex-wrap justify-content-between align-items-center gap-2">
              <span className="text-break">{email}</span>
              <Button size="sm" variant="outline-danger" onClick={() => remove(email)}>
                Remove<span className="visually-hidden"> {email}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-body-secondary">No recipients yet.</p>
      )}
      <Form.Group controlId={INPUT_ID}>
        <Form.Label>Email address</Form.Label>
        <div className="d-flex flex-wrap gap-2 align-items-start">
          <div className="flex-grow-1">
            <Form.Control
              type="email"
              value={text}
              maxLength={EMAIL_MAX_LENGTH}
              placeholder="name@example.com"
              onChange={(e) => onTextChange(e.target.value)}
              onKeyDown={addOnEnter}
              {...invalidProps(error, `${INPUT_ID}-error`, showNoRecipientsHint && `${INPUT_ID}-hint`, `${INPUT_ID}-help`)}
            />
            <FieldError id={`${INPUT_ID}-error`} error={error} />
          </div>
          <Button variant="outline-primary" onClick={onAdd}>
            Add recipient
          </Button>
        </div>
        {showNoRecipientsHint && (
          <Form.Text id={`${INPUT_ID}-hint`} className="d-block text-warning-emphasis">
            {NOTIFICATION_MESSAGES.noRecipients}
          </Form.Text>
        )}
        <Form.Text id={`${INPUT_ID}-help`} className="d-block">
          Who gets the team's alerts: {recipients.length} of {MAX_RECIPIENTS} addresses.
        </Form.Text>
      </Form.Group>
    </FormCard>
  );
}
