import { Card, Form } from 'react-bootstrap';
import { CountedField } from '@/components/ui/counted-field';
import { LIMITS, type SectionDraft } from './testimonials-rules';

interface SectionInfoCardProps {
  draft: SectionDraft;
  titleError?: string;
  onChange: (patch: Partial<SectionDraft>) => void;
}

export function SectionInfoCard({ draft, titleError, onChange }: SectionInfoCardProps) {
  return (
    <Card as="section" className="mb-4" aria-labelledby="testimonials-info-heading">
      <Card.Header>
        <h2 id="testimonials-info-heading" className="h5 mb-0">
          Section Information
        </h2>
      </Card.Header>
      <Card.Body>
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
      </Card.Body>
    </Card>
  );
}
