// The visitor's conversation as the widget holds it: the conversation read once, then the stream's events on top.
// A reconnecting stream may send an event again, so messages are kept by id.
import type { ChatMessage, ChatStreamEvent, ChatVisitorConversation } from '@shared/contract/chat';
import type { StreamStatus } from '@/lib/chat/event-stream';

export interface ChatState {
  conversation?: Omit<ChatVisitorConversation, 'messages'>;
  messages: ChatMessage[];
  /** The team is typing (a `typing` event came, and no message since). */
  teamTyping: boolean;
  /** Counts the team's `typing` events, so each one keeps the indicator up a while longer. */
  typingSeq: number;
  stream: StreamStatus | 'idle';
  /** Team messages that came through the stream, for the live region: each is announced once. */
  arrived: ChatMessage[];
}

export type ChatAction =
  | { type: 'loaded'; conversation: ChatVisitorConversation }
  | { type: 'sent'; message: ChatMessage }
  | { type: 'event'; event: ChatStreamEvent }
  | { type: 'typingOver' }
  /** The visitor saw the team's messages up to one (the panel showed them). */
  | { type: 'seen'; upTo: string; at: string }
  | { type: 'stream'; status: StreamStatus }
  | { type: 'blocked' }
  | { type: 'forget' };

export const initialChatState: ChatState = { messages: [], teamTyping: false, typingSeq: 0, stream: 'idle', arrived: [] };

/** `messages` with `message` in its place by time, replacing one with the same id. */
export function withMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  const others = messages.filter((m) => m._id !== message._id);
  const at = others.findIndex((m) => m.createdAt > message.createdAt);
  return at < 0 ? [...others, message] : [...others.slice(0, at), message, ...others.slice(at)];
}

/**
 * Marks `reader`'s view of the other side's messages: every message of the other side up to `upTo` (by position)
 * is seen at `at`. An id the page does not hold marks those written until `at`.
 */
export function markSeen(messages: ChatMessage[], reader: 'visitor' | 'team', upTo: string, at: string): ChatMessage[] {
  const limit = messages.findIndex((m) => m._id === upTo);
  return messages.map((m, i) => {
    if (m.author === reader || m.seenAt) return m;
    const covered = limit >= 0 ? i <= limit : m.createdAt <= at;
    return covered ? { ...m, seenAt: at } : m;
  });
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'loaded': {
      const { messages, ...conversation } = action.conversation;
      // Messages the stream brought before this read answered stay (the read may be older).
      const merged = state.messages.reduce(withMessage, messages);
      return { ...state, conversation, messages: merged };
    }
    case 'sent':
      return { ...state, messages: withMessage(state.messages, action.message) };
    case 'typingOver':
      return { ...state, teamTyping: false };
    case 'seen':
      return { ...state, messages: markSeen(state.messages, 'visitor', action.upTo, action.at) };
    case 'stream':
      return { ...state, stream: action.status };
    case 'blocked':
      return state.conversation ? { ...state, conversation: { ...state.conversation, blocked: true } } : state;
    case 'forget':
      return initialChatState;
    case 'event':
      return onEvent(state, action.event);
  }
}

function onEvent(state: ChatState, e: ChatStreamEvent): ChatState {
  const conversation = state.conversation;
  // The team's `conversation` summaries never reach a visitor's stream.
  if (!conversation || e.event === 'conversation' || e.data.conversationId !== conversation._id) return state;
  switch (e.event) {
    case 'message': {
      const { message } = e.data;
      const known = state.messages.some((m) => m._id === message._id);
      const fromTeam = message.author === 'team';
      return {
        ...state,
        messages: withMessage(state.messages, message),
        teamTyping: fromTeam ? false : state.teamTyping,
        arrived: fromTeam && !known ? [...state.arrived, message] : state.arrived,
      };
    }
    case 'read':
      return e.data.by === 'team' ? { ...state, messages: markSeen(state.messages, 'team', e.data.upTo, e.data.at) } : state;
    case 'typing':
      return e.data.by === 'team' ? { ...state, teamTyping: true, typingSeq: state.typingSeq + 1 } : state;
    case 'closed':
      return { ...state, conversation: { ...conversation, status: 'closed' }, teamTyping: false };
    case 'reopened':
      return { ...state, conversation: { ...conversation, status: 'open' } };
    default:
      return state;
  }
}
