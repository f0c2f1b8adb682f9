import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import { ImageField } from '@/platform/media/image-field';
import { CountedField } from '@/components/ui/counted-field';
import { StarPicker } from './star-picker';
import { LIMITS, type TestimonialDraft } from './testimonials-rules';

interface TestimonialEditorProps {
  index: number;
  item: TestimonialDraft;
  errors?: { name?: string; content?: string };
  onChange: (patch: Partial<TestimonialDraft>) => void;
  onRemove: () => void;
}

/** One testimonial in the list: name, role, image url, content, rating, active and order. */
export function TestimonialEditor({ index, item, errors, onChange, onRemove }: TestimonialEditorProps) {
  const id = `testimonial-${item.key}`;
  const label = `Testimonial ${index + 1}`;
  return (
    <Card as="li" className="mb-3" aria-label={label}>
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h3 className="h6 mb-0">{item.name.trim() || label}</h3>
        <Button size="sm" variant="outline-danger" onClick={onRemove}>
          Remove
        </Button>
      </Card.Header>
      <Card.Body>
        <Row className="g-0 gx-3">
          <Col xs={12} md={6}>
            <CountedField
              id={`${id}-name`}
              label="Name"
              required
              value={item.name}
              maxLength={LIMITS.name}
              error={errors?.name}
              onChange={(name) => onChange({ name })}
            />
          </Col>
          <Col xs={12} md={6}>
            <CountedField id={`${id}-role`} label="Role" value={item.role} maxLength={LIMITS.role} onChange={(role) => onChange({ role })} />
          </Col>
        </Row>
        <ImageField
          id={`${id}-image`}
          label="Image URL"
          value={item.image}
          placeholder="/uploads/..."
          previewAlt={item.name.trim() ? `Photo of ${item.name.trim()}` : `Photo for ${label.toLowerCase()}`}
          onChange={(image) => onChange({ image })}
        />
        <CountedField
          id={`${id}-content`}
          label="Content"
          required
          as="textarea"
          rows={3}
          value={item.content}
          maxLength={LIMITS.content}
          error={errors?.content}
          onChange={(content) => onChange({ content })}
        />
        <Row className="g-3 align-items-center">
          <Col xs={12} md={5}>
            <span className="form-label d-block mb-1">Rating</span>
            <StarPicker label="Rating" value={item.rating} onChange={(rating) => onChange({ rating })} />
          </Col>
          <Col xs={6} md={3}>
            <Form.Group controlId={`${id}-order`}>
              <Form.Label>Order</Form.Label>
              <Form.Control type="number" min={1} value={item.order} onChange={(e) => onChange({ order: Number(e.target.value) })} />
            </Form.Group>
          </Col>
          <Col xs={6} md={4}>
            <Form.Check type="switch" id={`${id}-active`} label="Active" checked={item.isActive} onChange={(e) => onChange({ isActive: e.target.checked })} />
          </Col>
        </Row>
      </Card.Body>
    </Card>
  );
}
