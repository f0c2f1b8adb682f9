import type { ReactNode } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';

interface AdminScreenProps {
  /** The h1's id: the screen's section is labelled by it. */
  headingId: string;
  title: ReactNode;
  /** The line under the title. */
  note: ReactNode;
  /** The screen's History panel: the first control on the right of the header. */
  history?: ReactNode;
  /** Shown on the right of the header (after the History panel), e.g. the screen's 'Add' button. */
  actions?: ReactNode;
  /** The screen's read: its load states stand in for the children until it has loaded (see `AdminLoad`). */
  load?: Omit<AdminLoadProps, 'children'>;
  /** The screen (a function when it reads data that exists only once loaded). */
  children: ReactNode | (() => ReactNode);
}

/**
 * An admin screen: a section labelled by its h1, with a note under the title (and its History panel and actions
 * beside it), then the screen. Every content screen has this frame; `AdminLoad` gives it its load states.
 */
export function AdminScreen({ headingId, title, note, history, actions: own, load, children }: AdminScreenProps) {
  const actions =
    history && own ? (
      <div className="d-flex flex-wrap gap-2">
        {history}
        {own}
      </div>
    ) : (
      (history ?? own)
    );
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
      {load ? <AdminLoad {...load}>{children}</AdminLoad> : typeof children === 'function' ? children() : children}
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

/** What `AdminLoad` reads of an RTK Query result (the result itself will do). */
interface LoadQuery {
  isLoading: boolean;
  isFetching: boolean;
  isError?: boolean;
  refetch: () => unknown;
}

interface AdminLoadProps extends Pick<LoadFailedProps, 'retryLabel' | 'retryingLabel'> {
  query: LoadQuery;
  /** The load failed and there is nothing to show: by default the query's error; a screen may say otherwise (no data). */
  failed?: boolean;
  loadingText: ReactNode;
  failedMessage: ReactNode;
  /** The screen once loaded (a function when it reads data that exists only then). */
  children: ReactNode | (() => ReactNode);
}

/** A screen's load states: a status while its read loads, the failure with 'Retry', then the screen. */
export function AdminLoad({ query, failed = !!query.isError, loadingText, failedMessage, retryLabel, retryingLabel, children }: AdminLoadProps) {
  if (query.isLoading) return <LoadingStatus text={loadingText} />;
  if (failed)
    return (
      <LoadFailed
        message={failedMessage}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        retryLabel={retryLabel}
        retryingLabel={retryingLabel}
      />
    );
  return <>{typeof children === 'function' ? children() : children}</>;
}
