import { useState, type ComponentProps } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';

type PasswordInputProps = Omit<ComponentProps<typeof Form.Control>, 'type' | 'onChange' | 'isInvalid'> & {
  value: string;
  onChange: (value: string) => void;
  /** The validation message under the field; the field is marked invalid while there is one. */
  error?: string;
};

/** A password input with its Show/Hide toggle (login screen, new admin accounts). Label it with a Form.Group. */
export function PasswordInput({ value, onChange, error, ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup hasValidation>
      <Form.Control {...input} type={visible ? 'text' : 'password'} value={value} isInvalid={!!error} onChange={(e) => onChange(e.target.value)} />
      <Button variant="outline-secondary" onClick={() => setVisible((v) => !v)} aria-label={visible ? 'Hide password' : 'Show password'}>
        {visible ? 'Hide' : 'Show'}
      </Button>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </InputGroup>
  );
}
