import { Form } from 'react-bootstrap';
import { FieldError, invalidProps } from '@/components/ui/field-error';

interface LimitedFieldProps {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  /** The 'n/limit characters' counter appears only once the text is longer than this. */
  counterAbove: number;
  onChange: (value: string) => void;
  error?: string;
}

/** A required text field with its limit enforced and a counter that shows only near the limit (docs/product/validation.md). */
export function LimitedField({ id, label, value, maxLength, counterAbove, onChange, error }: LimitedFieldProps) {
  const showCounter = value.length > counterAbove;
  return (
    <Form.Group className="mb-2" controlId={id}>
      <Form.Label>
        {label}
        <span aria-hidden="true"> *</span>
      </Form.Label>
      <Form.Control
        value={value}
        maxLength={maxLength}
        required
        aria-required
        {...invalidProps(error, `${id}-error`, showCounter && `${id}-count`)}
        onChange={(e) => onChange(e.target.value.slice(0, maxLength))}
      />
      <FieldError id={`${id}-error`} error={error} />
      {showCounter && (
        <Form.Text id={`${id}-count`} className={value.length >= maxLength ? 'text-danger' : undefined}>
          {value.length}/{maxLength} characters
        </Form.Text>
      )}
    </Form.Group>
  );
}
