import { Form } from 'react-bootstrap';
import { FieldError, invalidProps } from '@/components/ui/field-error';

interface PublishAtFieldProps {
  id: string;
  /** A datetime-local value, in the admin's own time. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Said before the time zone under the field. */
  hint?: string;
  required?: boolean;
}

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** When to publish: a date and time in the admin's own time zone, which the hint names. */
export function PublishAtField({ id, value, onChange, error, hint, required }: PublishAtFieldProps) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        Publish at
        {required && <span aria-hidden="true"> *</span>}
      </Form.Label>
      <Form.Control
        type="datetime-local"
        value={value}
        required={required}
        aria-required={required || undefined}
        onChange={(e) => onChange(e.target.value)}
        {...invalidProps(error, `${id}-error`, `${id}-hint`)}
      />
      <FieldError id={`${id}-error`} error={error} />
      <Form.Text id={`${id}-hint`}>
        {hint && `${hint} `}Your time zone: {timeZone()}.
      </Form.Text>
    </Form.Group>
  );
}
