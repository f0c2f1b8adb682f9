import { Form } from 'react-bootstrap';
import { CountedField } from '@/components/ui/counted-field';
import { FormCard } from '@/components/ui/form-card';
import { LIMITS, type SectionDraft } from './testimonials-rules';

interface SectionInfoCardProps {
  draft: SectionDraft;
  titleError?: string;
  onChange: (patch: Partial<SectionDraft>) => void;
}

export function SectionInfoCard({ draft, titleError, onChange }: SectionInfoCardProps) {
  return (
    <FormCard headingId="testimonials-info-heading" title="Section Information">
      <CountedField
        id="testimonials-title"
        label="Title"
        required
        value={draft.title}
        maxLength={LIMITS.title}
        error={titleError}
        onChange={(title) => onChange({ title })}
      />
      <CountedField
        id="testimonials-subtitle"
        label="Subtitle"
        value={draft.subtitle}
        maxLength={LIMITS.subtitle}
        onChange={(subtitle) => onChange({ subtitle })}
      />
      <CountedField
        id="testimonials-description"
        label="Description"
        as="textarea"
        rows={3}
        value={draft.description}
        maxLength={LIMITS.description}
        onChange={(description) => onChange({ description })}
      />
      <Form.Check
        type="switch"
        id="testimonials-section-active"
        label="Section active"
        checked={draft.isActive}
        onChange={(e) => onChange({ isActive: e.target.checked })}
      />
    </FormCard>
  );
}
