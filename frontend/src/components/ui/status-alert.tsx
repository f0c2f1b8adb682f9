import { Alert } from 'react-bootstrap';

export type StatusVariant = 'success' | 'info' | 'warning' | 'danger';

export interface StatusMessage {
  text: string;
  variant: StatusVariant;
  /** A new id shows a repeated text as a new message. */
  id?: number;
}

interface StatusAlertProps {
  message: StatusMessage | null;
  onClose: () => void;
  className?: string;
  'data-testid'?: string;
}

/**
 * A save result shown in the screen, dismissible, and announced (WCAG 4.1.3): failures and warnings as alerts,
 * the rest through a polite live region that is on the page before them (a status inserted together with its
 * text is often not read).
 */
export function StatusAlert({ message, onClose, className, 'data-testid': testId }: StatusAlertProps) {
  const urgent = message?.variant === 'danger' || message?.variant === 'warning';
  const alert = message && (
    <Alert
      key={message.id}
      variant={message.variant}
      role={urgent ? 'alert' : undefined}
      dismissible
      closeLabel="Dismiss message"
      onClose={onClose}
      transition={false}
      className={className}
      data-testid={testId}
    >
      {message.text}
    </Alert>
  );
  return (
    <>
      <div aria-live="polite">{!urgent && alert}</div>
      {urgent && alert}
    </>
  );
}
