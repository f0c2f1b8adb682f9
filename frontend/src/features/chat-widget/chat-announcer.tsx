import type { ChatMessage } from '@shared/contract/chat';
import { useChatTexts } from './chat-widget-texts';

/**
 * Says a new message of the team once, politely, whether or not the panel is open: the region is always on the page,
 * and its text changes only when another message arrives through the stream (a reconnection's replay adds none).
 */
export function ChatAnnouncer({ arrived }: { arrived: ChatMessage[] }) {
  const texts = useChatTexts();
  const last = arrived.at(-1);
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {last ? texts.newMessage(last.authorName, last.text) : ''}
    </div>
  );
}
