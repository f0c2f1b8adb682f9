// The widget's reducer: a reconnecting stream may replay events, so a message is held once however often it comes,
// and only a team message that is new is announced.
import { describe, expect, it } from 'vitest';
import type { ChatStreamEvent } from '@shared/contract/chat';
import { chatReducer, initialChatState, markSeen, withMessage, type ChatState } from './chat-state';
import { aConversation, CONVERSATION_ID, teamMessage, visitorMessage } from './chat-story-server';

const question = visitorMessage(1, 'Do you plan for BLX?');
const reply = teamMessage(2, 'Yes.');
const loaded = (): ChatState => chatReducer(initialChatState, { type: 'loaded', conversation: aConversation([question]) });
const event = (e: ChatStreamEvent): Parameters<typeof chatReducer>[1] => ({ type: 'event', event: e });

describe('the chat widget state', () => {
  it('keeps a replayed message once and announces it once', () => {
    const message = event({ event: 'message', id: '2', data: { conversationId: CONVERSATION_ID, message: reply } });
    const twice = chatReducer(chatReducer(loaded(), message), message);
    expect(twice.messages.map((m) => m._id)).toEqual([question._id, reply._id]);
    expect(twice.arrived).toEqual([reply]);
  });

  it('keeps messages the stream brought before a slower read answered', () => {
    const early = chatReducer(loaded(), event({ event: 'message', id: '2', data: { conversationId: CONVERSATION_ID, message: reply } }));
    const again = chatReducer(early, { type: 'loaded', conversation: aConversation([question]) });
    expect(again.messages.map((m) => m._id)).toEqual([question._id, reply._id]);
  });

  it("ignores another conversation's events and the team's summaries", () => {
    const other = chatReducer(loaded(), event({ event: 'message', id: '2', data: { conversationId: 'other', message: reply } }));
    expect(other.messages).toHaveLength(1);
  });

  it("marks the visitor's messages seen up to the team's read, and the typing ends with the team's message", () => {
    const typing = chatReducer(loaded(), event({ event: 'typing', data: { conversationId: CONVERSATION_ID, by: 'team' } }));
    expect(typing.teamTyping).toBe(true);
    expect(typing.typingSeq).toBe(1);
    const read = chatReducer(typing, event({ event: 'read', id: '3', data: { conversationId: CONVERSATION_ID, by: 'team', upTo: question._id, at: 'T' } }));
    expect(read.messages[0].seenAt).toBe('T');
    const answered = chatReducer(read, event({ event: 'message', id: '4', data: { conversationId: CONVERSATION_ID, message: reply } }));
    expect(answered.teamTyping).toBe(false);
  });

  it('follows the conversation closing and reopening', () => {
    const closed = chatReducer(loaded(), event({ event: 'closed', id: '2', data: { conversationId: CONVERSATION_ID, at: 'T' } }));
    expect(closed.conversation?.status).toBe('closed');
    const reopened = chatReducer(closed, event({ event: 'reopened', id: '3', data: { conversationId: CONVERSATION_ID, at: 'T' } }));
    expect(reopened.conversation?.status).toBe('open');
  });

  it('places a message by time and marks by position', () => {
    const later = visitorMessage(5, 'later');
    expect(withMessage([question, later], reply).map((m) => m._id)).toEqual([question._id, reply._id, later._id]);
    expect(markSeen([question, reply], 'visitor', reply._id, 'T')).toEqual([question, { ...reply, seenAt: 'T' }]);
  });
});
