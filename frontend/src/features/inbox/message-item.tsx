import { useEffect, useRef } from 'react';
import { Badge, Button, ListGroup } from 'react-bootstrap';
import type { components } from '@shared/contract/schema';
import { formatDateTime } from './inbox-format';
import { MailDeliveries } from './mail-deliveries';

interface MessageItemProps {
  message: components['schemas']['ContactMessage'];
  /** The message an email links to: highlighted, scrolled to and given the focus. */
  linked?: boolean;
  busy: boolean;
  onToggleRead: () => void;
}

const borderOf = (m: MessageItemProps['message'], linked: boolean) =>
  linked ? 'border border-primary border-2' : m.isRead ? undefined : 'border-start border-primary border-3';

/** One contact message: who, when, read or not, the text, the read toggle and the emails it caused. */
export function MessageItem({ message: m, linked = false, busy, onToggleRead }: MessageItemProps) {
  const headingId = `message-${m._id}`;
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving from an email's link: the message is brought into view and its name read out next.
  useEffect(() => {
    if (!linked) return;
    heading.current?.scrollIntoView({ block: 'center' });
    heading.current?.focus({ preventScroll: true });
  }, [linked]);

  return (
    <ListGroup.Item as="article" aria-labelledby={headingId} aria-current={linked || undefined} data-testid="message-item" className={borderOf(m, linked)}>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <div>
          <h3 id={headingId} ref={heading} tabIndex={linked ? -1 : undefined} className="h6 mb-0">
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
      <MailDeliveries deliveries={m.mailDeliveries} ownerId={m._id} headingLevel={4} className="mt-2" />
    </ListGroup.Item>
  );
}
