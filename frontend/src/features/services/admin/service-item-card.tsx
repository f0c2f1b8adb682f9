import type { ReactNode } from 'react';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import { CountedField } from '@/components/ui/counted-field';
import { LIMITS, type ServiceDraft } from './services-rules';

interface ServiceItemCardProps {
  index: number;
  item: ServiceDraft;
  handle: ReactNode;
  titleError?: string;
  disabled: boolean;
  onChange: (patch: Partial<ServiceDraft>) => void;
  onRemove: () => void;
}

/** One service: 'Service N' with its drag handle and Remove, then title, button text, description and URL. */
export function ServiceItemCard({ index, item, handle, titleError, disabled, onChange, onRemove }: ServiceItemCardProps) {
  const id = `service-${item.key}`;
  return (
    <Card>
      <Card.Header className="d-flex align-items-center gap-2 py-2">
        {handle}
        <h4 className="h6 mb-0 flex-grow-1">Service {index + 1}</h4>
        <Button size="sm" variant="outline-danger" onClick={onRemove} disabled={disabled}>
          Remove<span className="visually-hidden"> Service {index + 1}</span>
        </Button>
      </Card.Header>
      <Card.Body className="pb-0">
        <Row className="gx-3">
          <Col xs={12} md={7}>
            <CountedField
              id={`${id}-title`}
              label="Service Title"
              required
              value={item.title}
              maxLength={LIMITS.title}
              error={titleError}
              onChange={(title) => onChange({ title })}
            />
          </Col>
          <Col xs={12} md={5}>
            <CountedField
              id={`${id}-button-text`}
              label="Button Text"
              value={item.buttonText}
              maxLength={LIMITS.buttonText}
              onChange={(buttonText) => onChange({ buttonText })}
            />
          </Col>
        </Row>
        <CountedField
          id={`${id}-description`}
          label="Description"
          as="textarea"
          rows={3}
          value={item.description}
          maxLength={LIMITS.description}
          onChange={(description) => onChange({ description })}
        />
        <Form.Group className="mb-3" controlId={`${id}-button-url`}>
          <Form.Label>Button URL</Form.Label>
          <Form.Control
            value={item.buttonUrl}
            maxLength={LIMITS.buttonUrl}
            placeholder="/contact"
            aria-describedby={`${id}-button-url-hint`}
            onChange={(e) => onChange({ buttonUrl: e.target.value })}
          />
          <Form.Text id={`${id}-button-url-hint`}>Optional. Leave empty to link the card to the service's own detail page.</Form.Text>
        </Form.Group>
      </Card.Body>
    </Card>
  );
}
