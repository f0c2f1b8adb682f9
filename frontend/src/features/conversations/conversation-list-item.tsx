import { Badge, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { ChatConversation } from '@shared/contract/chat';
import { formatRelative } from './chat-format';
import { CONVERSATIONS_PATH } from './conversations-paths';

/** The start of a message, for the list. */
const preview = (text: string) => (text.length > 90 ? `${text.slice(0, 89)}…` : text);

/** One conversation in the list: who, where, the last message and when, its unread count and who has it. */
export function ConversationListItem({ conversation: c, selected }: { conversation: ChatConversation; selected: boolean }) {
  return (
    <ListGroup.Item as="li" className="p-0" data-testid="conversation-row">
      <Link
        to={`${CONVERSATIONS_PATH}/${c._id}`}
        aria-current={selected ? 'page' : undefined}
        className={`d-block p-3 text-reset text-decoration-none ${selected ? 'bg-primary-subtle' : ''}`.trim()}
      >
        <span className="d-flex justify-content-between align-items-start gap-2">
          <span className="fw-semibold">{c.visitorName}</span>
          {c.unreadCount > 0 && (
            <Badge bg="danger" pill>
              {c.unreadCount}
              <span className="visually-hidden"> unread</span>
            </Badge>
          )}
        </span>
        {c.lastMessage && (
          <span className="d-block small text-truncate" style={{ maxWidth: '100%' }}>
            {c.lastMessage.author === 'team' && <span className="text-body-secondary">{c.lastMessage.authorName}: </span>}
            {preview(c.lastMessage.text)}
          </span>
        )}
        <span className="d-flex flex-wrap justify-content-between gap-2 small text-body-secondary mt-1">
          <span>
            on {c.page}
            {c.blocked && ' · blocked'}
          </span>
          <time dateTime={c.lastMessageAt}>{formatRelative(c.lastMessageAt)}</time>
        </span>
        <span className="d-block small text-body-secondary">{c.assignedTo ? `Assigned to ${c.assignedTo.name}` : 'Unassigned'}</span>
      </Link>
    </ListGroup.Item>
  );
}
