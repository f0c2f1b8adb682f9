import { Form } from 'react-bootstrap';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  rows?: number;
  placeholder?: string;
  help?: string;
  /** Shown but not editable (a field this admin may not change). */
  readOnly?: boolean;
}

/** A labelled text input (or textarea when rows is given) without a limit. */
export function TextField({ id, label, value, onChange, type = 'text', rows, placeholder, help, readOnly }: TextFieldProps) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...(rows ? { as: 'textarea' as const, rows } : { type })}
        value={value}
        placeholder={placeholder}
        readOnly={readOnly}
        aria-describedby={help ? `${id}-help` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {help && <Form.Text id={`${id}-help`}>{help}</Form.Text>}
    </Form.Group>
  );
}
