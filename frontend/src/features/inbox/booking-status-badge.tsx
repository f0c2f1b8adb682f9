import { Badge } from 'react-bootstrap';
import type { components } from '@shared/contract/schema';
import { STATUS_VARIANT, statusLabel } from './inbox-format';

export function BookingStatusBadge({ status }: { status: components['schemas']['BookingStatus'] }) {
  const variant = STATUS_VARIANT[status] ?? 'secondary';
  return (
    <Badge bg={variant} text={variant === 'warning' ? 'dark' : undefined}>
      {statusLabel(status)}
    </Badge>
  );
}
