import { useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { LIMITS } from './admin-accounts-rules';

interface PasswordFieldProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** The new account's password, with a show/hide toggle like the login form's and the rules as a hint. */
export function PasswordField({ value, error, onChange }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Form.Group className="mb-3" controlId="admin-password">
      <Form.Label>
        Password<span aria-hidden="true"> *</span>
      </Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          value={value}
          maxLength={LIMITS.password}
          required
          aria-required
          aria-describedby="admin-password-hint"
          isInvalid={!!error}
          onChange={(e) => onChange(e.target.value)}
        />
        <Button variant="outline-secondary" onClick={() => setVisible((v) => !v)} aria-label={visible ? 'Hide password' : 'Show password'}>
          {visible ? 'Hide' : 'Show'}
        </Button>
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </InputGroup>
      <Form.Text id="admin-password-hint">At least 8 characters, with a capital letter, a number and a symbol.</Form.Text>
    </Form.Group>
  );
}
