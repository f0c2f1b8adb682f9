import { Badge } from 'react-bootstrap';
import { STATUS_LABEL, STATUS_VARIANT, type AdminStatus } from './admin-accounts-rules';

export function AdminStatusBadge({ status }: { status: AdminStatus }) {
  const variant = STATUS_VARIANT[status];
  return (
    <Badge bg={variant} text={variant === 'warning' ? 'dark' : undefined}>
      {STATUS_LABEL[status]}
    </Badge>
  );
}
