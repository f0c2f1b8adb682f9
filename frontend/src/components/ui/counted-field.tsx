import { Form } from 'react-bootstrap';

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
}

/** A text field with its limit enforced, a 'used / limit' counter under it and an optional error. */
export function CountedField({ id, label, value, maxLength, onChange, required, as = 'input', rows = 2, placeholder, error }: CountedFieldProps) {
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
        isInvalid={!!error}
        placeholder={placeholder}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-error ${id}-count` : `${id}-count`}
        onChange={(e) => onChange(e.target.value.slice(0, maxLength))}
      />
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
      <Form.Text id={`${id}-count`} className={value.length >= maxLength ? 'text-danger' : undefined}>
        {value.length}/{maxLength} characters
      </Form.Text>
    </Form.Group>
  );
}
