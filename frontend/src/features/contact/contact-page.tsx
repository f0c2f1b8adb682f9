import { Card, Container } from 'react-bootstrap';
import { usePageTitle } from '@/app/page-title';
import { Island } from '@/app/island';

/** The Contact Us page body (route /contact). */
export function ContactPage() {
  usePageTitle('Contact');
  return (
    <Container className="py-5" style={{ maxWidth: 720 }}>
      <h1>Contact Us</h1>
      <p className="lead text-body-secondary">Questions about a case, a planning protocol or our services? Send us a message and we will reply by email.</p>
      <Card className="shadow-sm">
        <Card.Body className="p-3 p-md-4">
          <Island of="contact-form" />
        </Card.Body>
      </Card>
    </Container>
  );
}
