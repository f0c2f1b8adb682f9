import { Alert, Card } from 'react-bootstrap';
import type { ApiErrorShape } from '@/app/api';
import { LoadFailed, LoadingStatus } from '@/components/ui/admin-screen';
import { ConversationHeader } from './conversation-header';
import { useGetChatConversationForTeamQuery } from './conversations-api';
import { MessageList } from './message-list';
import { ReplyBox } from './reply-box';
import { ClosedNote } from './closed-note';
import { useReadMarks } from './use-read-marks';
import { useVisitorTyping } from './use-visitor-typing';

export const CONVERSATION_GONE = 'That conversation is not here any more.';

/** One conversation: who and where, its messages as they come, and the reply box (or, once closed, a note and Reopen). */
export function ConversationView({ id }: { id: string }) {
  const { data, error, isLoading, isFetching, refetch } = useGetChatConversationForTeamQuery(id);
  const typing = useVisitorTyping(id);
  useReadMarks(data);
  if (isLoading) return <LoadingStatus text="Loading the conversation..." />;
  if (!data) {
    const failure = error as ApiErrorShape | undefined;
    if (failure?.status === 404) return <Alert variant="info">{CONVERSATION_GONE}</Alert>;
    return (
      <LoadFailed message={`Failed to load the conversation: ${failure?.message ?? 'Unknown error'}`} retrying={isFetching} onRetry={() => void refetch()} />
    );
  }
  return (
    <Card as="section" aria-labelledby="conversation-title" className="shadow-sm">
      <Card.Header>
        <ConversationHeader conversation={data} />
      </Card.Header>
      <Card.Body>
        <MessageList messages={data.messages} />
        <p role="status" className="small text-body-secondary mb-2" style={{ minHeight: '1.5em' }}>
          {typing ? `${data.visitorName} is typing…` : ''}
        </p>
        {data.status === 'open' ? <ReplyBox conversationId={id} /> : <ClosedNote conversation={data} />}
      </Card.Body>
    </Card>
  );
}
