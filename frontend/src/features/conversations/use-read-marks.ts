import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ChatConversationDetail } from '@shared/contract/chat';
import { newestVisitorMessage } from './chat-cache';
import { useMarkChatReadByTeamMutation } from './conversation-writes-api';

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const pageVisible = () => document.visibilityState === 'visible';

/**
 * Marks the visitor's messages read up to the newest one while the conversation is on screen (the tab in view): the
 * unread counts drop and the visitor sees "Seen". A message is marked once; one that arrives later is marked as it
 * arrives, and a tab in the background waits until it is shown again.
 */
export function useReadMarks(d: ChatConversationDetail | undefined) {
  const [markRead] = useMarkChatReadByTeamMutation();
  const visible = useSyncExternalStore(subscribe, pageVisible, () => false);
  const marked = useRef<string | undefined>(undefined);
  const newest = d && newestVisitorMessage(d);
  const unread = !!d && !!newest && (d.unreadCount > 0 || !newest.seenAt);
  const id = d?._id;
  const upTo = newest?._id;
  useEffect(() => {
    if (!visible || !unread || !id || !upTo || marked.current === upTo) return;
    marked.current = upTo;
    void markRead({ id, upTo });
  }, [visible, unread, id, upTo, markRead]);
}
