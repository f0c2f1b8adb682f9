import type { ReactNode } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';

interface AdminScreenProps {
  /** The h1's id: the screen's section is labelled by it. */
  headingId: string;
  title: ReactNode;
  /** The line under the title. */
  note: ReactNode;
  /** Shown on the right of the header, e.g. the screen's 'Add' button. */
  actions?: ReactNode;
  children: ReactNode;
}

/** An admin screen: a section labelled by its h1, with a note under the title (and actions beside it), then the screen. */
export function AdminScreen({ headingId, title, note, actions, children }: AdminScreenProps) {
  const heading = (
    <>
      <h1 id={headingId} className="h3 mb-1">
        {title}
      </h1>
      <p className="text-body-secondary mb-0">{note}</p>
    </>
  );
  return (
    <section aria-labelledby={headingId}>
      {actions ? (
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
          <div>{heading}</div>
          {actions}
        </div>
      ) : (
        <div className="mb-4">{heading}</div>
      )}
      {children}
    </section>
  );
}

/** A spinner with its text, announced as a status. `className` replaces the default padding. */
export function LoadingStatus({ text, className = 'py-4' }: { text: ReactNode; className?: string }) {
  return (
    <div role="status" className={`d-flex align-items-center gap-2 ${className}`.trim()}>
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

interface LoadFailedProps {
  message: ReactNode;
  onRetry: () => void;
  /** A retry is under way: the button is disabled (and says `retryingLabel`, when given). */
  retrying?: boolean;
  retryLabel?: string;
  retryingLabel?: string;
  /** Added to the alert's classes. */
  className?: string;
}

/** A failed load: the message and a button to try again (solid: an outline button's red falls under 4.5:1 on the alert's pink). */
export function LoadFailed({ message, onRetry, retrying = false, retryLabel = 'Retry', retryingLabel = retryLabel, className = '' }: LoadFailedProps) {
  return (
    <Alert variant="danger" role="alert" className={`d-flex flex-wrap align-items-center justify-content-between gap-2 ${className}`.trim()}>
      <span>{message}</span>
      <Button size="sm" variant="danger" onClick={() => onRetry()} disabled={retrying}>
        {retrying ? retryingLabel : retryLabel}
      </Button>
    </Alert>
  );
}
