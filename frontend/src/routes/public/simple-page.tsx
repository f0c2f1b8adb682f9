import type { ReactNode } from 'react';
import { Container } from 'react-bootstrap';

/** A plain page body, for the public pages the next issues fill. */
export function SimplePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container className="py-5">
      <h1>{title}</h1>
      {children}
    </Container>
  );
}
