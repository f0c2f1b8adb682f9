import { Badge, Button, ListGroup } from 'react-bootstrap';
import type { components } from '@contract/schema';
import { formatDateTime } from './inbox-format';

interface MessageItemProps {
  message: components['schemas']['ContactMessage'];
  busy: boolean;
  onToggleRead: () => void;
}

/** One contact message: who, when, read or not, the text and the read toggle. */
export function MessageItem({ message: m, busy, onToggleRead }: MessageItemProps) {
  const headingId = `message-${m._id}`;
  return (
    <ListGroup.Item
      as="article"
      aria-labelledby={headingId}
      data-testid="message-item"
      className={m.isRead ? undefined : 'border-start border-primary border-3'}
    >
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <div>
          <h3 id={headingId} className="h6 mb-0">
            {m.name}
          </h3>
          <a href={`mailto:${m.email}`} className="small text-break">
            {m.email}
          </a>
          <div className="small text-secondary">{formatDateTime(m.createdAt)}</div>
        </div>
        <div className="d-flex align-items-center gap-2">
          {m.isRead ? <Badge bg="secondary">Read</Badge> : <Badge bg="primary">Unread</Badge>}
          <Button size="sm" variant={m.isRead ? 'outline-secondary' : 'outline-primary'} disabled={busy} onClick={onToggleRead}>
            {m.isRead ? 'Mark as unread' : 'Mark as read'}
          </Button>
        </div>
      </div>
      <p className="mt-2 mb-0 text-break" style={{ whiteSpace: 'pre-line' }}>
        {m.message}
      </p>
    </ListGroup.Item>
  );
}
