import { Badge } from 'react-bootstrap';
import { useGetChatSummaryQuery } from './conversations-api';

/** The id of the side menu's "N unread" text: the Conversations link is described by it, its name stays "Conversations". */
export const CHAT_UNREAD_ID = 'chat-unread-description';

/** The visitor messages no admin has read, over every open conversation (0 while unknown). */
export function useChatUnread(): number {
  return useGetChatSummaryQuery().data?.unread ?? 0;
}

/** The side menu's count beside "Conversations", while there is anything unread (read out as the link's description). */
export function ChatUnreadBadge() {
  const unread = useChatUnread();
  return (
    <>
      <span id={CHAT_UNREAD_ID} hidden>
        {unread ? `${unread} unread` : 'nothing unread'}
      </span>
      {unread > 0 && (
        <Badge bg="danger" pill className="ms-2" aria-hidden="true" data-testid="chat-unread-badge">
          {unread}
        </Badge>
      )}
    </>
  );
}
