import { Form } from 'react-bootstrap';
import { PasswordInput } from '@/components/ui/password-input';
import { LIMITS } from './admin-accounts-rules';

interface PasswordFieldProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** The new account's password, with a show/hide toggle like the login form's and the rules as a hint. */
export function PasswordField({ value, error, onChange }: PasswordFieldProps) {
  return (
    <Form.Group className="mb-3" controlId="admin-password">
      <Form.Label>
        Password<span aria-hidden="true"> *</span>
      </Form.Label>
      <PasswordInput
        autoComplete="new-password"
        value={value}
        maxLength={LIMITS.password}
        required
        aria-required
        aria-describedby="admin-password-hint"
        error={error}
        onChange={onChange}
      />
      <Form.Text id="admin-password-hint">At least 8 characters, with a capital letter, a number and a symbol.</Form.Text>
    </Form.Group>
  );
}
