import { Alert, Container } from 'react-bootstrap';

/** The load-failure view: '{Document} Not Available' and the reason. */
export function PolicyUnavailable({ title, reason }: { title: string; reason: string }) {
  return (
    <Container className="py-5" style={{ maxWidth: 880 }}>
      <Alert variant="warning">
        <Alert.Heading as="h1" className="h4">
          {title}
        </Alert.Heading>
        <p className="mb-0">{reason}</p>
      </Alert>
    </Container>
  );
}
