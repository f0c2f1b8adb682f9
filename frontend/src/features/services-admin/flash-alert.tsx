import { Alert } from 'react-bootstrap';
import type { FlashMessage } from './use-flash-message';

interface FlashAlertProps {
  message: FlashMessage | null;
  onClose: () => void;
  className?: string;
}

/** Shows a flash message: failures as an alert, successes as a polite status. */
export function FlashAlert({ message, onClose, className }: FlashAlertProps) {
  if (!message) return null;
  return (
    <Alert
      variant={message.variant}
      role={message.variant === 'danger' ? 'alert' : 'status'}
      dismissible
      closeLabel="Dismiss message"
      onClose={onClose}
      transition={false}
      className={className}
    >
      {message.text}
    </Alert>
  );
}
