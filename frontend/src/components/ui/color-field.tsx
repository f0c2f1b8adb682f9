import { Form, InputGroup } from 'react-bootstrap';

interface ColorFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour picker with the hex code beside it; the code can be typed too. */
export function ColorField({ id, label, value, onChange }: ColorFieldProps) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <InputGroup>
        <Form.Control type="color" value={HEX.test(value) ? value : '#000000'} onChange={(e) => onChange(e.target.value)} style={{ maxWidth: 56 }} />
        <Form.Control aria-label={`${label} hex code`} value={value} maxLength={7} onChange={(e) => onChange(e.target.value)} isInvalid={!HEX.test(value)} />
      </InputGroup>
    </Form.Group>
  );
}
