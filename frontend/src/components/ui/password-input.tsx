import { useId, useState, type ComponentProps } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { FieldError, invalidProps } from './field-error';

type PasswordInputProps = Omit<ComponentProps<typeof Form.Control>, 'type' | 'onChange' | 'isInvalid'> & {
  value: string;
  onChange: (value: string) => void;
  /** The validation message under the field; the field is marked invalid while there is one. */
  error?: string;
};

/**
 * A password input with its Show/Hide toggle (login screen, new admin accounts), its error tied to it. Label it
 * with a Form.Group's controlId.
 */
export function PasswordInput({ value, onChange, error, 'aria-describedby': hints, ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const errorId = `${useId()}-error`;
  return (
    <InputGroup hasValidation>
      <Form.Control
        {...input}
        type={visible ? 'text' : 'password'}
        value={value}
        {...invalidProps(error, errorId, hints)}
        onChange={(e) => onChange(e.target.value)}
      />
      <Button variant="outline-secondary" onClick={() => setVisible((v) => !v)} aria-label={visible ? 'Hide password' : 'Show password'}>
        {visible ? 'Hide' : 'Show'}
      </Button>
      <FieldError id={errorId} error={error} />
    </InputGroup>
  );
}
