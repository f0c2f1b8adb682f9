import { Alert, Button, Container } from 'react-bootstrap';

/** A load failure other than 404. */
export function ServiceDetailError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Container className="py-5">
      <Alert variant="danger" className="mx-auto" style={{ maxWidth: 640 }}>
        <Alert.Heading as="h1" className="h4">
          Something went wrong
        </Alert.Heading>
        <p>{message}</p>
        {/* Solid: the outlined danger button's red text falls under 4.5:1 on the alert's pink. */}
        <Button variant="danger" onClick={onRetry} data-reload>
          Try Again
        </Button>
      </Alert>
    </Container>
  );
}
