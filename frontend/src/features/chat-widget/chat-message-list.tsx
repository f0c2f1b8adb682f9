import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@shared/contract/chat';
import { ChatText } from '@/lib/chat/chat-text';
import { useChatTexts } from './chat-widget-texts';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * The conversation's messages: the visitor's at the end side, the team's at the start side with the planner's name,
 * "Seen" under the visitor's last message once the team read it, and the team's typing below. It keeps the newest in
 * view as messages come.
 */
export function ChatMessageList({ messages, teamTyping, lastVisitorId }: { messages: ChatMessage[]; teamTyping: boolean; lastVisitorId?: string }) {
  const texts = useChatTexts();
  const list = useRef<HTMLOListElement>(null);
  const typingName = [...messages].reverse().find((m) => m.author === 'team')?.authorName ?? texts.team;
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, teamTyping]);

  return (
    <ol ref={list} className="chat-widget-messages list-unstyled mb-0" aria-label={texts.messages} tabIndex={0}>
      {messages.map((m) => {
        const mine = m.author === 'visitor';
        return (
          <li key={m._id} className={`chat-widget-message ${mine ? 'chat-widget-mine' : 'chat-widget-theirs'}`}>
            <span className="visually-hidden">{mine ? texts.you : m.authorName}: </span>
            {!mine && (
              <span className="chat-widget-author small fw-semibold" aria-hidden="true">
                {m.authorName}
              </span>
            )}
            <span className="chat-widget-bubble">
              <ChatText text={m.text} />
            </span>
            <span className="chat-widget-meta small">
              <time dateTime={m.createdAt}>{timeOf(m.createdAt)}</time>
              {mine && m._id === lastVisitorId && m.seenAt && <span className="ms-2">{texts.seen}</span>}
            </span>
          </li>
        );
      })}
      {teamTyping && <li className="chat-widget-typing small fst-italic">{texts.typing(typingName)}</li>}
    </ol>
  );
}
