import { Badge } from 'react-bootstrap';
import type { components } from '@shared/contract/schema';
import { STATUS_VARIANT, SUBSCRIBER_STATUS, statusLabel } from './inbox-format';

/** A status as a badge; a warning's yellow takes dark text. */
function StatusBadge({ variant, label }: { variant: string; label: string }) {
  return (
    <Badge bg={variant} text={variant === 'warning' ? 'dark' : undefined}>
      {label}
    </Badge>
  );
}

export function BookingStatusBadge({ status }: { status: components['schemas']['BookingStatus'] }) {
  return <StatusBadge variant={STATUS_VARIANT[status] ?? 'secondary'} label={statusLabel(status)} />;
}

/** A newsletter subscriber's state: Pending confirmation, Confirmed or Unsubscribed. */
export function SubscriberStatusBadge({ status }: { status: components['schemas']['NewsletterSubscriberStatus'] }) {
  const { variant, label } = SUBSCRIBER_STATUS[status] ?? { variant: 'secondary', label: statusLabel(status) };
  return <StatusBadge variant={variant} label={label} />;
}
