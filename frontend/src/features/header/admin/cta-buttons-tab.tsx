import { Col, Row } from 'react-bootstrap';
import type { CtaDraft, CtaSlot, HeaderDraft } from './header-draft';
import { CtaButtonFields } from './cta-button-fields';
import { FIELD_IDS, type HeaderErrors } from './header-validation';

interface CtaButtonsTabProps {
  ctaButtons: HeaderDraft['ctaButtons'];
  errors: HeaderErrors;
  onChange: (ctaButtons: HeaderDraft['ctaButtons']) => void;
}

const SLOTS: { slot: CtaSlot; title: string }[] = [
  { slot: 'primary', title: 'Primary Button' },
  { slot: 'secondary', title: 'Secondary Button' },
];

/** CTA Buttons tab: the primary and secondary call-to-action buttons. */
export function CtaButtonsTab({ ctaButtons, errors, onChange }: CtaButtonsTabProps) {
  const patch = (slot: CtaSlot, p: Partial<CtaDraft>) => onChange({ ...ctaButtons, [slot]: { ...ctaButtons[slot], ...p } });
  return (
    <Row>
      {SLOTS.map(({ slot, title }) => (
        <Col key={slot} xs={12} lg={6}>
          <CtaButtonFields slot={slot} title={title} cta={ctaButtons[slot]} error={errors[FIELD_IDS.ctaHref(slot)]} onChange={(p) => patch(slot, p)} />
        </Col>
      ))}
    </Row>
  );
}
