import { useState } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import type { ChatListState } from './chat-cache';
import { useGetChatSummaryQuery } from './conversations-api';
import { ConversationListPage } from './conversation-list-page';

const TABS: { state: ChatListState; title: string }[] = [
  { state: 'open', title: 'Open' },
  { state: 'waiting', title: 'Waiting' },
  { state: 'closed', title: 'Closed' },
];

/** The conversations by state (Open holds every open one; Waiting, those whose visitor waits for a reply), with their counts. */
export function ConversationList({ selectedId }: { selectedId?: string }) {
  const [state, setState] = useState<ChatListState>('open');
  const { data: summary } = useGetChatSummaryQuery();
  return (
    <Tabs id="conversation-states" activeKey={state} onSelect={(k) => k && setState(k as ChatListState)} className="mb-3" mountOnEnter transition={false}>
      {TABS.map((t) => (
        <Tab key={t.state} eventKey={t.state} title={summary ? `${t.title} (${summary[t.state]})` : t.title}>
          <ConversationListPage state={t.state} selectedId={selectedId} />
        </Tab>
      ))}
    </Tabs>
  );
}
