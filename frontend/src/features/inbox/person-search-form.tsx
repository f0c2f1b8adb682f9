import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { FieldError, invalidProps, useFocusFirstInvalid } from '@/components/ui/field-error';
import { EMAIL_PATTERN } from '@/lib/validation/email';
import { PERSON_EMAIL_INVALID, PERSON_SEARCH_HINT, PERSON_SEARCH_LABEL } from './person-words';

interface PersonSearchFormProps {
  onSearch: (email: string) => void;
  /** A search is under way: the button waits. */
  busy: boolean;
  /** The server's word on the address (a 400 naming `email`), shown as the field's error. */
  serverError?: string;
}

/** The address to look for, checked before it is sent. */
export function PersonSearchForm({ onSearch, busy, serverError }: PersonSearchFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const shown = error ?? serverError;

  const submit = () => {
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      setError(PERSON_EMAIL_INVALID);
      focusFirstInvalid();
      return;
    }
    setError(undefined);
    onSearch(address);
  };

  return (
    <Form
      ref={ref}
      noValidate
      role="search"
      aria-label="Find a person’s data"
      className="mb-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Form.Group controlId="person-email" className="mb-2">
        <Form.Label>{PERSON_SEARCH_LABEL}</Form.Label>
        <div className="d-flex flex-wrap gap-2 align-items-start">
          <div className="flex-grow-1" style={{ maxWidth: '28rem' }}>
            <Form.Control
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              {...invalidProps(shown, 'person-email-error', 'person-email-hint')}
            />
            <FieldError id="person-email-error" error={shown} />
          </div>
          <Button type="submit" disabled={busy}>
            Find
          </Button>
        </div>
        <Form.Text id="person-email-hint">{PERSON_SEARCH_HINT}</Form.Text>
      </Form.Group>
    </Form>
  );
}
