import { useState } from 'react';
import { ListGroup } from 'react-bootstrap';
import type { ApiErrorShape } from '@/app/api';
import { LoadFailed, LoadingStatus } from '@/components/ui/admin-screen';
import { ListPager } from '@/components/ui/list-pager';
import type { ChatListState } from './chat-cache';
import { useListChatConversationsQuery } from './conversations-api';
import { ConversationListItem } from './conversation-list-item';

export const EMPTY_TEXT: Record<ChatListState, string> = {
  open: 'No open conversations.',
  waiting: 'Nobody is waiting for a reply.',
  closed: 'No closed conversations.',
};

/** One state's conversations, newest activity first, a page at a time. */
export function ConversationListPage({ state, selectedId }: { state: ChatListState; selectedId?: string }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useListChatConversationsQuery({ state, page });
  if (isLoading) return <LoadingStatus text="Loading conversations..." />;
  if (!data)
    return (
      <LoadFailed
        message={`Failed to load conversations: ${(error as ApiErrorShape | undefined)?.message ?? 'Unknown error'}`}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  if (!data.items.length) return <p className="text-body-secondary py-2">{EMPTY_TEXT[state]}</p>;
  return (
    <>
      <ListGroup as="ul" aria-label={`${state[0].toUpperCase()}${state.slice(1)} conversations`}>
        {data.items.map((c) => (
          <ConversationListItem key={c._id} conversation={c} selected={c._id === selectedId} />
        ))}
      </ListGroup>
      {data.pagination.pages > 1 && (
        <ListPager
          label="Conversation pages"
          page={page}
          pages={data.pagination.pages}
          total={data.pagination.total}
          unit={['conversation', 'conversations']}
          busy={isFetching}
          onPage={setPage}
        />
      )}
    </>
  );
}
