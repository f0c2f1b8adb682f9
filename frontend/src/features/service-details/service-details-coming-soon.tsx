import { Container } from 'react-bootstrap';

/** Shown under the hero when the service has no content sections yet. */
export function ServiceDetailsComingSoon() {
  return (
    <section className="py-5">
      <Container className="text-center">
        <h2>Service Details Coming Soon</h2>
        <p className="text-body-secondary mb-0">Detailed information for this service is being prepared. Please check back later.</p>
      </Container>
    </section>
  );
}
