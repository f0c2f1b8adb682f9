import { Form } from 'react-bootstrap';
import { SECTION_TYPE_LABELS } from './legal-rules';
import type { SectionType } from './legal-types';

interface SectionTypeSelectProps {
  id: string;
  value: SectionType | '';
  onChange: (value: SectionType | '') => void;
  /** The contract cannot clear a stored type, so 'None' is offered only where it can be kept. */
  noneDisabled?: boolean;
}

/** A privacy section's type: the 'contact' section carries the public contact box. */
export function SectionTypeSelect({ id, value, onChange, noneDisabled }: SectionTypeSelectProps) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>Section Type</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value as SectionType | '')}>
        <option value="" disabled={noneDisabled}>
          None
        </option>
        {(Object.keys(SECTION_TYPE_LABELS) as SectionType[]).map((t) => (
          <option key={t} value={t}>
            {SECTION_TYPE_LABELS[t]}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
