import { ListGroup } from 'react-bootstrap';
import type { ApiErrorShape } from '@/app/api';
import { useToast } from '@/components/ui/toast-provider';
import { useListContactMessagesQuery, useUpdateContactMessageMutation } from './inbox-api';
import { ListState } from './list-state';
import { MessageItem } from './message-item';

/** Messages from the Contact Us page, newest first, each marked read or unread. */
export function MessagesTab() {
  const toast = useToast();
  const { data, isLoading, error, refetch } = useListContactMessagesQuery();
  const [updateMessage, { isLoading: saving, originalArgs }] = useUpdateContactMessageMutation();
  const messages = data ?? [];
  const unread = messages.filter((m) => !m.isRead).length;

  const toggle = async (id: string, isRead: boolean) => {
    try {
      await updateMessage({ id, isRead }).unwrap();
    } catch (e) {
      toast((e as ApiErrorShape).message || 'Failed to update message', { variant: 'danger' });
    }
  };

  return (
    <ListState noun="messages" loading={isLoading} error={!data && error} empty={messages.length === 0} emptyText="No messages yet." onRetry={refetch}>
      <p className="text-secondary small">
        {messages.length} {messages.length === 1 ? 'message' : 'messages'}, {unread} unread
      </p>
      <ListGroup>
        {messages.map((m) => (
          <MessageItem key={m._id} message={m} busy={saving && originalArgs?.id === m._id} onToggleRead={() => toggle(m._id, !m.isRead)} />
        ))}
      </ListGroup>
    </ListState>
  );
}
