// The validator's reading of a `text/event-stream` answer (shared/contract/openapi-validator.ts): each event against
// the media type's x-itemSchema, a frame that matches no branch named as a problem.
import { describe, expect, it } from 'vitest';
import { sseFrame, sseOpening } from '@shared/contract/chat';
import { contract } from './support/document';

const visitorStream = contract.findOperation('streamChatVisitorEvents');
const teamStream = contract.findOperation('streamChatEvents');
const ID = '665000000000000000000d11';
const message = {
  conversationId: ID,
  message: {
    _id: '665000000000000000000d21',
    conversationId: ID,
    author: 'visitor',
    authorName: 'Dr. Lena Fischer',
    text: 'Hello',
    createdAt: '2026-11-28T09:58:00.000Z',
  },
};
const check = (op: typeof visitorStream, text: string) => contract.validateResponse(op, 200, 'text/event-stream', text);

describe('validating an event stream against its x-itemSchema', () => {
  it('passes the opening frame, stored events with ids, typing without one, and comment lines', () => {
    const text = [
      sseOpening(),
      sseFrame({ event: 'message', id: '1', data: message }),
      sseFrame({ event: 'typing', data: { conversationId: ID, by: 'team' } }),
      ': ping\n\n',
      sseFrame({ event: 'closed', id: '2', data: { conversationId: ID, at: '2026-11-28T10:00:00.000Z' } }),
    ].join('');
    expect(check(visitorStream, text)).toEqual([]);
    expect(check(teamStream, text)).toEqual([]);
  });

  it('names each frame that matches no branch', () => {
    const problems = check(
      visitorStream,
      sseFrame({ event: 'message', data: message }) +
        sseFrame({ event: 'message', id: 'x7', data: message }) +
        sseFrame({ event: 'read', id: '3', data: { by: 'team' } }),
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^event 1 \(message\)/);
    expect(problems[1]).toMatch(/^event 2 \(message id x7\)/);
    expect(problems[2]).toMatch(/^event 3 \(read id 3\)/);
  });

  it("refuses a team-only event on the visitor's stream; on the team's its data is held to its schema", () => {
    const conversation = sseFrame({ event: 'conversation', id: '4', data: { conversation: { _id: ID } } });
    expect(check(visitorStream, conversation)).toHaveLength(1);
    expect(check(teamStream, conversation)[0]).toMatch(/^event 1 \(conversation id 4\)/);
  });
});
