import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@shared/contract/chat';
import { ChatText } from '@/lib/chat/chat-text';
import { formatMessageTime } from './chat-format';

/**
 * The conversation's messages, oldest first, the newest kept in view as they arrive: the visitor's on the left, the
 * team's on the right with "Seen" once the visitor read them. Text and links only (ChatText), never HTML.
 */
export function MessageList({ messages }: { messages: ChatMessage[] }) {
  const list = useRef<HTMLOListElement>(null);
  const count = messages.length;
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);
  return (
    <ol ref={list} aria-label="Messages" className="list-unstyled d-flex flex-column gap-2 mb-2 overflow-auto" style={{ maxHeight: '55vh' }} tabIndex={0}>
      {messages.map((m) => {
        const team = m.author === 'team';
        return (
          <li key={m._id} data-testid="chat-message" className={`d-flex flex-column ${team ? 'align-items-end' : 'align-items-start'}`}>
            <div
              className={`rounded-3 px-3 py-2 ${team ? 'bg-primary-subtle' : 'bg-body-tertiary border'}`}
              style={{ maxWidth: '85%', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              <ChatText text={m.text} />
            </div>
            <span className="small text-body-secondary">
              {m.authorName}, <time dateTime={m.createdAt}>{formatMessageTime(m.createdAt)}</time>
              {team && m.seenAt && ' · Seen'}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
