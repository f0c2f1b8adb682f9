import { Container, Spinner } from 'react-bootstrap';

export function PolicyLoading({ text }: { text: string }) {
  return (
    <Container className="py-5 text-center" role="status">
      <Spinner animation="border" className="mb-3" aria-hidden="true" />
      <p className="mb-0">{text}</p>
    </Container>
  );
}
