import { Alert, Button } from 'react-bootstrap';
import type { ChatConversation } from '@shared/contract/chat';
import type { ApiErrorShape } from '@/app/api';
import { useToast } from '@/components/ui/toast-provider';
import { formatMessageTime } from './chat-format';
import { useReopenChatConversationMutation } from './conversation-writes-api';

export const CLOSED_NOTE = 'This conversation is closed. Reopen it to reply; a new message from the visitor reopens it too.';
export const BLOCKED_NOTE = 'This visitor is blocked: they cannot write here or start a new conversation. Lift the block to reopen it.';

/** In place of the reply box once the conversation is closed: why there is no box, and Reopen. */
export function ClosedNote({ conversation: c }: { conversation: ChatConversation }) {
  const toast = useToast();
  const [reopen, { isLoading }] = useReopenChatConversationMutation();
  return (
    <Alert variant="secondary" className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-0">
      <span>
        {c.blocked ? BLOCKED_NOTE : CLOSED_NOTE}
        {c.closedAt && (
          <span className="d-block small">
            Closed <time dateTime={c.closedAt}>{formatMessageTime(c.closedAt)}</time>
          </span>
        )}
      </span>
      {!c.blocked && (
        <Button
          size="sm"
          disabled={isLoading}
          onClick={() =>
            void reopen(c._id)
              .unwrap()
              .catch((e: ApiErrorShape) => toast(e.message || 'Failed to reopen the conversation', { variant: 'danger' }))
          }
        >
          {isLoading ? 'Reopening…' : 'Reopen'}
        </Button>
      )}
    </Alert>
  );
}
