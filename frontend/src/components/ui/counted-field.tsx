import { Form } from 'react-bootstrap';

interface CountedFieldProps {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  required?: boolean;
  as?: 'input' | 'textarea';
  placeholder?: string;
}

/** A text field with its limit enforced and a 'used / limit' counter under it. */
export function CountedField({ id, label, value, maxLength, onChange, required, as = 'input', placeholder }: CountedFieldProps) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Form.Label>
      <Form.Control
        {...(as === 'textarea' ? { as: 'textarea' as const, rows: 2 } : {})}
        value={value}
        maxLength={maxLength}
        required={required}
        placeholder={placeholder}
        aria-describedby={`${id}-count`}
        onChange={(e) => onChange(e.target.value.slice(0, maxLength))}
      />
      <Form.Text id={`${id}-count`} className={value.length >= maxLength ? 'text-danger' : undefined}>
        {value.length}/{maxLength} characters
      </Form.Text>
    </Form.Group>
  );
}
