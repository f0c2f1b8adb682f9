import { useEffect, useState } from 'react';
import { onTeamEvent } from './use-team-stream';

/** How long "is typing" shows after the visitor's last typing event (their widget sends one every few seconds). */
export const TYPING_SHOWN_MS = 5000;

/** Whether the visitor of conversation `id` is typing now: a typing event came lately, and no message since. */
export function useVisitorTyping(id: string): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onTeamEvent((e) => {
      if (e.event === 'typing' && e.data.conversationId === id && e.data.by === 'visitor') {
        setTyping(true);
        clearTimeout(timer);
        timer = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
      } else if (e.event === 'message' && e.data.conversationId === id && e.data.message.author === 'visitor') {
        clearTimeout(timer);
        setTyping(false);
      }
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [id]);
  return typing;
}
