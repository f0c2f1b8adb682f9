// The visitor's conversation from the `novaguide_chat` cookie; the chat service's own version replaces this stand-in
// (it only refuses, so no stream opens on a cookie nobody checked).
import type { Context } from 'koa';
import { HttpError } from '@shared/contract/http-error';
import { CHAT_COOKIE, CHAT_MESSAGES } from '@shared/contract/chat';
import type { Deps } from '../../route';

export async function conversationOfCookie(_deps: Deps, _koa: Context): Promise<{ _id: string }> {
  throw new HttpError(401, CHAT_MESSAGES.noConversation, [{ field: CHAT_COOKIE, message: 'is required' }]);
}
