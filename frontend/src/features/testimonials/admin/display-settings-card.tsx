import { Col, Form, Row } from 'react-bootstrap';
import { FormCard } from '@/components/ui/form-card';
import { LAYOUTS, MAX_TESTIMONIALS_RANGE, type Layout, type SectionDraft } from './testimonials-rules';

interface DisplaySettingsCardProps {
  draft: SectionDraft;
  onChange: (patch: Partial<SectionDraft>) => void;
}

const LAYOUT_LABELS: Record<Layout, string> = { grid: 'Grid', carousel: 'Carousel', masonry: 'Masonry' };

export function DisplaySettingsCard({ draft, onChange }: DisplaySettingsCardProps) {
  return (
    <FormCard headingId="testimonials-display-heading" title="Display Settings">
      <Row className="g-3">
        <Col xs={12} md={6}>
          <Form.Check
            type="switch"
            id="testimonials-show-ratings"
            label="Show ratings"
            checked={draft.showRatings}
            onChange={(e) => onChange({ showRatings: e.target.checked })}
          />
          <Form.Check
            type="switch"
            id="testimonials-show-images"
            label="Show images"
            checked={draft.showImages}
            onChange={(e) => onChange({ showImages: e.target.checked })}
          />
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId="testimonials-max">
            <Form.Label>Maximum testimonials</Form.Label>
            <Form.Control
              type="number"
              min={MAX_TESTIMONIALS_RANGE.min}
              max={MAX_TESTIMONIALS_RANGE.max}
              value={draft.maxTestimonials}
              aria-describedby="testimonials-max-hint"
              onChange={(e) => onChange({ maxTestimonials: e.target.value })}
            />
            <Form.Text id="testimonials-max-hint">1 to 20 (6 if left blank)</Form.Text>
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId="testimonials-layout">
            <Form.Label>Layout</Form.Label>
            <Form.Select value={draft.layout} onChange={(e) => onChange({ layout: e.target.value as Layout })}>
              {LAYOUTS.map((l) => (
                <option key={l} value={l}>
                  {LAYOUT_LABELS[l]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
      </Row>
    </FormCard>
  );
}
