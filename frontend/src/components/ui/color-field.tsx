import type { ReactNode } from 'react';
import { Form, InputGroup } from 'react-bootstrap';
import { isHexColor, normalizeHex } from '@shared/theme/contrast';

interface ColorFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and read with both of its inputs (aria-describedby), e.g. a contrast report. */
  description?: ReactNode;
}

/** A colour picker with the hex code beside it; the code can be typed too (#rgb or #rrggbb, as the contract's HexColor). */
export function ColorField({ id, label, value, onChange, description }: ColorFieldProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  const valid = isHexColor(value);
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <InputGroup>
        <Form.Control
          id={id}
          type="color"
          value={valid ? normalizeHex(value) : '#000000'}
          onChange={(e) => onChange(e.target.value)}
          style={{ maxWidth: 56 }}
          aria-describedby={descriptionId}
        />
        <Form.Control
          id={`${id}-hex`}
          aria-label={`${label} hex code`}
          value={value}
          maxLength={7}
          onChange={(e) => onChange(e.target.value)}
          isInvalid={!valid}
          aria-invalid={!valid || undefined}
          aria-describedby={descriptionId}
        />
      </InputGroup>
      {description && (
        <div id={descriptionId} className="mt-2">
          {description}
        </div>
      )}
    </Form.Group>
  );
}
