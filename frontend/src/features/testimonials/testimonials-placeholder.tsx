import { Card, Container, Placeholder } from 'react-bootstrap';

/** The section's shape while the testimonials load, so nothing below it jumps. */
export function TestimonialsPlaceholder() {
  return (
    <section id="testimonials-section" className="py-5" aria-busy="true" aria-label="Loading testimonials">
      <Container>
        <Placeholder as="div" animation="glow" className="h2 text-center mb-4">
          <Placeholder xs={6} md={4} />
        </Placeholder>
        <div className="row g-4" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="col-12 col-md-6 col-lg-4">
              <Card className="h-100">
                <Card.Body>
                  <Placeholder as={Card.Text} animation="glow">
                    <Placeholder xs={12} /> <Placeholder xs={11} /> <Placeholder xs={8} />
                  </Placeholder>
                  <Placeholder as="div" animation="glow">
                    <Placeholder xs={5} />
                  </Placeholder>
                </Card.Body>
              </Card>
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
