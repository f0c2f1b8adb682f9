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
}

/** A labelled text input (or textarea when rows is given) without a limit. */
export function TextField({ id, label, value, onChange, type = 'text', rows, placeholder, help }: TextFieldProps) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...(rows ? { as: 'textarea' as const, rows } : { type })}
        value={value}
        placeholder={placeholder}
        aria-describedby={help ? `${id}-help` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {help && <Form.Text id={`${id}-help`}>{help}</Form.Text>}
    </Form.Group>
  );
}
