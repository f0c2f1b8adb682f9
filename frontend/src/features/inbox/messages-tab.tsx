import { Alert, ListGroup } from 'react-bootstrap';
import type { ApiErrorShape } from '@/app/api';
import { useToast } from '@/components/ui/toast-provider';
import { useListContactMessagesQuery, useUpdateContactMessageMutation } from './inbox-api';
import { ListState } from './list-state';
import { MessageItem } from './message-item';

export const LINKED_MESSAGE_GONE = 'That message is no longer in the Inbox.';

/** Messages from the Contact Us page, newest first, each marked read or unread; `linkedId`: the one an email links to. */
export function MessagesTab({ linkedId }: { linkedId?: string }) {
  const toast = useToast();
  const { data, isLoading, error, refetch } = useListContactMessagesQuery();
  const [updateMessage, { isLoading: saving, originalArgs }] = useUpdateContactMessageMutation();
  const messages = data ?? [];
  const unread = messages.filter((m) => !m.isRead).length;
  const linkGone = !!linkedId && !!data && !messages.some((m) => m._id === linkedId);

  const toggle = async (id: string, isRead: boolean) => {
    try {
      await updateMessage({ id, isRead }).unwrap();
    } catch (e) {
      toast((e as ApiErrorShape).message || 'Failed to update message', { variant: 'danger' });
    }
  };

  return (
    <>
      {linkGone && <Alert variant="info">{LINKED_MESSAGE_GONE}</Alert>}
      <ListState noun="messages" loading={isLoading} error={!data && error} empty={messages.length === 0} emptyText="No messages yet." onRetry={refetch}>
        <p className="text-secondary small">
          {messages.length} {messages.length === 1 ? 'message' : 'messages'}, {unread} unread
        </p>
        <ListGroup>
          {messages.map((m) => (
            <MessageItem
              key={m._id}
              message={m}
              linked={m._id === linkedId}
              busy={saving && originalArgs?.id === m._id}
              onToggleRead={() => toggle(m._id, !m.isRead)}
            />
          ))}
        </ListGroup>
      </ListState>
    </>
  );
}
