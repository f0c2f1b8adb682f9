import { Card, Placeholder } from 'react-bootstrap';

/** A loading stand-in the size of a service card. */
export function ServiceCardPlaceholder() {
  return (
    <Card className="service-flip-card border-0" aria-hidden="true" data-service-placeholder="">
      <Card.Body className="h-100 border rounded-3 p-4">
        <Placeholder as="div" animation="glow" className="mb-3">
          <Placeholder style={{ width: 40, height: 40 }} className="rounded-circle" />
        </Placeholder>
        <Placeholder as={Card.Title} animation="glow">
          <Placeholder xs={8} />
        </Placeholder>
        <Placeholder as={Card.Text} animation="glow">
          <Placeholder xs={12} /> <Placeholder xs={10} /> <Placeholder xs={7} />
        </Placeholder>
      </Card.Body>
    </Card>
  );
}
