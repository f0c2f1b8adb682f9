// The widget's conversation: read it (or resume it from an email's link), keep it current from the event stream,
// and send what the visitor writes. The panel's parts only show what this returns.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { CHAT_MESSAGES, chatTextProblem, type ChatMessage } from '@shared/contract/chat';
import type { components } from '@shared/contract/schema';
import { openEventStream } from '@/lib/chat/event-stream';
import { chatReducer, initialChatState } from './chat-state';
import { chatVisitorApi, VISITOR_EVENTS_URL } from './chat-visitor-api';
import { readChatFlag, writeChatFlag } from './chat-flag';
import { failureOf, statusOf, type ChatFailure } from './chat-failure';

export type ChatPhase = 'loading' | 'details' | 'conversation' | 'off' | 'failed';
export type { ChatFailure };
export type ChatDetails = Pick<components['schemas']['ChatStartInput'], 'name' | 'email' | 'message' | 'website' | 'healthDataConsentVersion'>;
/** The team's typing shows this long after its last `typing` event (the team's page sends one every few seconds). */
export const TEAM_TYPING_MS = 6000;
/** The visitor's typing is sent at most this often. */
export const VISITOR_TYPING_EVERY_MS = 3000;

export function useVisitorChat({ open, resumeToken }: { open: boolean; resumeToken?: string }) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [phase, setPhase] = useState<ChatPhase>('loading');
  const [online, setOnline] = useState(true);
  /** A notice above the form (a resume link that no longer works). */
  const [notice, setNotice] = useState<string>();
  const lastEventId = useRef<string | undefined>(undefined);
  const conversationId = state.conversation?._id;

  const forget = useCallback((why?: string) => {
    writeChatFlag(undefined);
    dispatch({ type: 'forget' });
    setNotice(why);
    setPhase('details');
  }, []);

  const adopt = useCallback((conversation: components['schemas']['ChatVisitorConversation']) => {
    lastEventId.current = conversation.lastEventId;
    dispatch({ type: 'loaded', conversation });
    setPhase('conversation');
  }, []);

  const load = useCallback(async () => {
    try {
      const availability = await chatVisitorApi.availability();
      if (!availability.enabled) return setPhase('off');
      setOnline(availability.online);
      if (resumeToken) {
        try {
          return adopt(await chatVisitorApi.resume(resumeToken));
        } catch (e) {
          if (statusOf(e) !== 400) throw e;
          return forget(CHAT_MESSAGES.resumeInvalid);
        }
      }
      if (!readChatFlag()?.started) return setPhase('details');
      try {
        adopt(await chatVisitorApi.conversation());
      } catch (e) {
        // The cookie expired or was cleared: the page's flag is all that is left of it.
        if (statusOf(e) !== 401) throw e;
        forget();
      }
    } catch (e) {
      setPhase(statusOf(e) === 404 ? 'off' : 'failed');
    }
  }, [resumeToken, adopt, forget]);

  // eslint-disable-next-line react-hooks/set-state-in-effect -- load sets nothing before its first call answers
  useEffect(() => void load(), [load]);
  const retry = useCallback(() => {
    setPhase('loading');
    void load();
  }, [load]);

  // The flag follows the panel, so the next page opens it again (or not).
  useEffect(() => {
    if (phase === 'conversation') writeChatFlag({ started: true, open });
  }, [phase, open]);

  // The stream, from the conversation's read on: a reconnection continues from the last event it got.
  useEffect(() => {
    if (!conversationId) return;
    return openEventStream({
      url: VISITOR_EVENTS_URL,
      after: lastEventId.current,
      onEvent: (event) => dispatch({ type: 'event', event }),
      onStatus: (status, detail) => {
        dispatch({ type: 'stream', status });
        if (detail?.httpStatus === 401) forget();
        else if (detail?.httpStatus === 403) dispatch({ type: 'blocked' });
        else if (detail?.httpStatus === 404) setPhase('off');
      },
    });
  }, [conversationId, forget]);

  // The team's typing fades unless another `typing` event comes.
  useEffect(() => {
    if (!state.teamTyping) return;
    const timer = setTimeout(() => dispatch({ type: 'typingOver' }), TEAM_TYPING_MS);
    return () => clearTimeout(timer);
  }, [state.teamTyping, state.typingSeq]);

  // The team's messages are seen once the panel shows them on a visible page.
  const unseen = [...state.messages].reverse().find((m) => m.author === 'team' && !m.seenAt);
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  const unseenId = unseen?._id;
  useEffect(() => {
    if (!open || !visible || !unseenId || phase !== 'conversation') return;
    dispatch({ type: 'seen', upTo: unseenId, at: new Date().toISOString() });
    // A read that fails is sent again with the next message the team writes.
    chatVisitorApi.read(unseenId).catch(() => undefined);
  }, [open, visible, unseenId, phase]);

  const lastTyping = useRef(0);
  const typing = useCallback(() => {
    if (!conversationId || Date.now() - lastTyping.current < VISITOR_TYPING_EVERY_MS) return;
    lastTyping.current = Date.now();
    chatVisitorApi.typing().catch(() => undefined);
  }, [conversationId]);

  /** Sends a message; resolves with what went wrong, or nothing once it is stored. */
  const send = useCallback(
    async (text: string): Promise<ChatFailure | undefined> => {
      const problem = chatTextProblem(text);
      if (problem) return { text: problem, field: 'text' };
      try {
        dispatch({ type: 'sent', message: await chatVisitorApi.send(text.trim()) });
        return undefined;
      } catch (e) {
        const failure = failureOf(e);
        if (statusOf(e) === 403) dispatch({ type: 'blocked' });
        if (statusOf(e) === 401) forget(CHAT_MESSAGES.noConversation);
        return failure;
      }
    },
    [forget],
  );

  /** Starts the conversation with its first message. */
  const start = useCallback(
    async (details: ChatDetails): Promise<ChatFailure | undefined> => {
      try {
        const conversation = await chatVisitorApi.start({
          ...details,
          name: details.name.trim(),
          email: details.email.trim(),
          message: details.message.trim(),
          page: window.location.pathname,
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        });
        setNotice(undefined);
        adopt(conversation);
        return undefined;
      } catch (e) {
        return failureOf(e);
      }
    },
    [adopt],
  );

  const transcript = useCallback(async (): Promise<{ ok: boolean; text: string }> => {
    try {
      return { ok: true, text: (await chatVisitorApi.transcript()) || CHAT_MESSAGES.transcriptQueued };
    } catch (e) {
      return { ok: false, text: failureOf(e).text };
    }
  }, []);

  const lastVisitor: ChatMessage | undefined = [...state.messages].reverse().find((m) => m.author === 'visitor');
  return { state, phase, online, notice, lastVisitor, retry, send, start, typing, transcript };
}
