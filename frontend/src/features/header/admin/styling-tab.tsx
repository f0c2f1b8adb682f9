import { Form } from 'react-bootstrap';
import { ColorField } from '@/components/ui/color-field';
import type { HeaderDraft } from './header-draft';
import { FIELD_IDS, type HeaderErrors } from './header-validation';

type Styling = Pick<HeaderDraft, 'backgroundColor' | 'textColor' | 'isSticky' | 'isActive'>;

interface StylingTabProps {
  styling: Styling;
  errors: HeaderErrors;
  onChange: (patch: Partial<Styling>) => void;
}

const COLORS = [
  { key: 'backgroundColor', label: 'Background Color' },
  { key: 'textColor', label: 'Text Color' },
] as const;

/** Styling tab: colours (defaults #ffffff and #333333), sticky and active switches. */
export function StylingTab({ styling, errors, onChange }: StylingTabProps) {
  return (
    <>
      {COLORS.map(({ key, label }) => (
        <ColorField
          key={key}
          id={FIELD_IDS[key]}
          label={label}
          value={styling[key]}
          onChange={(color) => onChange({ [key]: color })}
          // The error is read with both of the colour's inputs (ColorField's description).
          description={errors[FIELD_IDS[key]] && <div className="text-danger small">{errors[FIELD_IDS[key]]}</div>}
        />
      ))}
      <Form.Check
        type="switch"
        id="header-is-sticky"
        className="mb-2"
        label="Sticky Header"
        checked={styling.isSticky}
        onChange={(e) => onChange({ isSticky: e.target.checked })}
      />
      <Form.Check type="switch" id="header-is-active" label="Active" checked={styling.isActive} onChange={(e) => onChange({ isActive: e.target.checked })} />
      <Form.Text>The active header is the one the site shows; activating this one deactivates any other.</Form.Text>
    </>
  );
}
