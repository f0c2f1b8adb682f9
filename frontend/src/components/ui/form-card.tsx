import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';

interface FormCardProps {
  /** The h2's id: the card's section is labelled by it. */
  headingId: string;
  title: ReactNode;
  /**
   * Shown on the right of the header, e.g. the card's 'Add' button. Passing it (even as null)
   * lays the header out as a row with the action at its end.
   */
  action?: ReactNode;
  /** The empty state: when given, this muted note stands in the body instead of the children. */
  empty?: ReactNode;
  children: ReactNode;
}

/** An editor card: a section labelled by the h2 in its header (with an optional action beside it), then the body. */
export function FormCard({ headingId, title, action, empty, children }: FormCardProps) {
  return (
    <Card as="section" className="mb-4" aria-labelledby={headingId}>
      <Card.Header className={action === undefined ? undefined : 'd-flex justify-content-between align-items-center'}>
        <h2 id={headingId} className="h5 mb-0">
          {title}
        </h2>
        {action}
      </Card.Header>
      <Card.Body>{empty ? <p className="text-body-secondary mb-0">{empty}</p> : children}</Card.Body>
    </Card>
  );
}
