import { Form } from 'react-bootstrap';
import { CountedField } from '@/components/ui/counted-field';
import { LIMITS, type CtaAction, type CtaDraft, type CtaSlot } from './header-draft';
import { FIELD_IDS, isCtaHref } from './header-validation';
import { LinkField } from './link-field';

interface CtaButtonFieldsProps {
  slot: CtaSlot;
  title: string;
  cta: CtaDraft;
  error?: string;
  onChange: (patch: Partial<CtaDraft>) => void;
}

const ACTIONS: { value: CtaAction; label: string }[] = [
  { value: 'button', label: 'Button (no link)' },
  { value: 'link', label: 'Link' },
  { value: 'scroll', label: 'Scroll to section' },
];

/** One call-to-action button: text, action, and a link shown only for the link and scroll actions. */
export function CtaButtonFields({ slot, title, cta, error, onChange }: CtaButtonFieldsProps) {
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-1 mb-0">{title}</legend>
      <CountedField id={`cta-${slot}-text`} label="Button Text" value={cta.text} maxLength={LIMITS.ctaText} onChange={(text) => onChange({ text })} />
      <Form.Group className="mb-3" controlId={`cta-${slot}-action`}>
        <Form.Label>Action</Form.Label>
        <Form.Select value={cta.action} onChange={(e) => onChange({ action: e.target.value as CtaAction })}>
          {ACTIONS.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {cta.action !== 'button' && (
        <LinkField
          id={FIELD_IDS.ctaHref(slot)}
          label="Link"
          placeholder={cta.action === 'scroll' ? '#contact-section' : '/contact'}
          value={cta.href}
          valid={isCtaHref(cta.href)}
          error={error}
          onChange={(href) => onChange({ href })}
        />
      )}
    </fieldset>
  );
}
