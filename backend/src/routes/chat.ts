// The live chat's calls (services/chat/): the visitor's, authenticated by the conversation's cookie, and the team's.
// The two event streams are in chat-streams.ts.
import { assertChatStart, CHAT_MESSAGES } from '@shared/contract/chat';
import { accepted } from '@shared/contract/operation-types';
import { actor, created, ok, route, type RawReply } from '../route';
import * as chat from '../services/chat/chat';
import * as team from '../services/chat/chat-team';
import { limitMessage, limitResume, limitStart, limitTranscript, limitTyping } from '../services/chat/chat-limits';
import { listReply } from '../services/pagination';

const NO_CONTENT: RawReply = { status: 204, body: '', headers: {} };

export const chatRoutes = [
  route('get', '/chat/availability', async ({ deps }) => ok(await chat.availability(deps))),
  route('post', '/chat/visitor/conversation', async ({ deps, body, clientKey, koa }) => {
    await chat.requireChatOn(deps.db);
    // Before the limit counts the start: a refused honeypot or text costs the address nothing.
    assertChatStart(body);
    await limitStart(deps, clientKey);
    return created(await chat.startConversation(deps, body, clientKey, koa));
  }),
  route('get', '/chat/visitor/conversation', async ({ deps, koa }) => {
    await chat.requireChatOn(deps.db);
    return ok(await chat.visitorConversation(deps, await chat.conversationOfCookie(deps, koa)));
  }),
  route('post', '/chat/visitor/messages', async ({ deps, body, clientKey, koa }) => {
    await chat.requireChatOn(deps.db);
    const conversation = await chat.conversationOfCookie(deps, koa);
    await limitMessage(deps, conversation.id, clientKey);
    return created(await chat.sendVisitorMessage(deps, conversation, body.text));
  }),
  route('post', '/chat/visitor/read', async ({ deps, body, koa }) => {
    await chat.requireChatOn(deps.db);
    await chat.markReadByVisitor(deps, await chat.conversationOfCookie(deps, koa), body.upTo);
    return NO_CONTENT;
  }),
  route('post', '/chat/visitor/typing', async ({ deps, koa }) => {
    await chat.requireChatOn(deps.db);
    const conversation = await chat.conversationOfCookie(deps, koa);
    await limitTyping(deps, conversation.id);
    chat.visitorTyping(deps, conversation);
    return NO_CONTENT;
  }),
  route('post', '/chat/visitor/transcript', async ({ deps, koa }) => {
    await chat.requireChatOn(deps.db);
    const conversation = await chat.conversationOfCookie(deps, koa);
    await limitTranscript(deps, conversation.id);
    await chat.emailTranscript(deps, conversation);
    return accepted(CHAT_MESSAGES.transcriptQueued);
  }),
  route('post', '/chat/visitor/resume', async ({ deps, body, clientKey, koa }) => {
    await chat.requireChatOn(deps.db);
    await limitResume(deps, clientKey);
    return ok(await chat.resumeConversation(deps, body.token, koa));
  }),
  route('get', '/chat/conversations', async ({ deps, query }) => listReply(await team.listConversations(deps, query))),
  route('get', '/chat/summary', async ({ deps }) => ok(await team.chatSummary(deps.db))),
  route('get', '/chat/conversations/{id}', async ({ deps, params }) => ok(await team.conversationDetail(deps, params.id))),
  route('post', '/chat/conversations/{id}/messages', async ({ deps, params, body, auth }) =>
    created(await team.replyToConversation(deps, params.id, actor(auth), body.text)),
  ),
  route('post', '/chat/conversations/{id}/read', async ({ deps, params, body }) => {
    await team.markReadByTeam(deps, params.id, body.upTo);
    return NO_CONTENT;
  }),
  route('post', '/chat/conversations/{id}/typing', async ({ deps, params }) => {
    await team.teamTyping(deps, params.id);
    return NO_CONTENT;
  }),
  route('post', '/chat/conversations/{id}/assign', async ({ deps, params, body, auth }) =>
    ok(await team.assignConversation(deps, params.id, body.adminId ?? null, actor(auth))),
  ),
  route('post', '/chat/conversations/{id}/close', async ({ deps, params, auth }) => ok(await team.closeConversation(deps, params.id, actor(auth)))),
  route('post', '/chat/conversations/{id}/reopen', async ({ deps, params, auth }) => ok(await team.reopenConversation(deps, params.id, actor(auth)))),
  route('post', '/chat/conversations/{id}/block', async ({ deps, params, body, auth }) =>
    ok(await team.blockConversation(deps, params.id, body.blocked, actor(auth))),
  ),
];
