import { Col, Row } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import { AdminScreen } from '@/components/ui/admin-screen';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';

export const NONE_CHOSEN = 'Choose a conversation to read it and reply.';

/**
 * The admin's Conversations screen (/admin/conversations, one conversation at /admin/conversations/:id): the list by
 * state beside the chosen conversation. Both stay current through the team's stream, which the admin layout keeps open.
 */
export function ConversationsPage() {
  const { id } = useParams();
  return (
    <AdminScreen headingId="conversations-title" title="Conversations" note="Questions visitors ask in the site's chat, answered live.">
      <Row className="g-4">
        <Col lg={5} xl={4}>
          <ConversationList selectedId={id} />
        </Col>
        <Col lg={7} xl={8}>
          {id ? <ConversationView key={id} id={id} /> : <p className="text-body-secondary">{NONE_CHOSEN}</p>}
        </Col>
      </Row>
    </AdminScreen>
  );
}
