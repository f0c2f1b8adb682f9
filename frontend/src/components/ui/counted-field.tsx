import { Form } from 'react-bootstrap';
import { FieldError, invalidProps } from './field-error';

interface CountedFieldProps {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  required?: boolean;
  as?: 'input' | 'textarea';
  rows?: number;
  placeholder?: string;
  /** A validation message shown under the field. */
  error?: string;
  /** The id of a message shown elsewhere (e.g. the form's one message for several fields) that makes this field invalid. */
  invalidBy?: string;
}

/** A text field with its limit enforced, a 'used / limit' counter under it and an optional error tied to it. */
export function CountedField({ id, label, value, maxLength, onChange, required, as = 'input', rows = 2, placeholder, error, invalidBy }: CountedFieldProps) {
  const errorId = invalidBy ?? `${id}-error`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Form.Label>
      <Form.Control
        {...(as === 'textarea' ? { as: 'textarea' as const, rows } : {})}
        value={value}
        maxLength={maxLength}
        required={required}
        aria-required={required || undefined}
        placeholder={placeholder}
        {...invalidProps(invalidBy ? true : error, errorId, `${id}-count`)}
        onChange={(e) => onChange(e.target.value.slice(0, maxLength))}
      />
      {!invalidBy && <FieldError id={errorId} error={error} />}
      <Form.Text id={`${id}-count`} className={value.length >= maxLength ? 'text-danger' : undefined}>
        {value.length}/{maxLength} characters
      </Form.Text>
    </Form.Group>
  );
}
