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

/** Styling tab: colours (defaults #ffffff and #333333), sticky and active switches. */
export function StylingTab({ styling, errors, onChange }: StylingTabProps) {
  const colorError = (id: string) =>
    errors[id] && (
      <div className="text-danger small mt-n2 mb-3" id={`${id}-error`}>
        {errors[id]}
      </div>
    );
  return (
    <>
      <ColorField
        id={FIELD_IDS.backgroundColor}
        label="Background Color"
        value={styling.backgroundColor}
        onChange={(backgroundColor) => onChange({ backgroundColor })}
      />
      {colorError(FIELD_IDS.backgroundColor)}
      <ColorField id={FIELD_IDS.textColor} label="Text Color" value={styling.textColor} onChange={(textColor) => onChange({ textColor })} />
      {colorError(FIELD_IDS.textColor)}
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
