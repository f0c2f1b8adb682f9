// The chat's abuse limits (ADR 0041), counted with the shared limiter (ADR 0017) by the client address the trusted-proxy
// rule gives (ADR 0003) and by conversation. A refused message says what to do in the chat's words.
import { HttpError } from '@shared/contract/http-error';
import { CHAT_MESSAGES, CHAT_RATE_LIMITS } from '@shared/contract/chat';
import { rateLimit } from '../../middleware/rate-limit';
import type { Deps } from '../../route';

const limit = (deps: Deps, bucket: string, key: string, rule: { maxRequests: number; windowMs: number }) =>
  rateLimit(deps.db, bucket, key, deps.config.clock.now(), rule);

export const limitStart = (deps: Deps, clientKey: string) => limit(deps, 'chat-start', clientKey, CHAT_RATE_LIMITS.startPerAddress);

/** A visitor's message: per conversation and per address, refused with the chat's own words. */
export async function limitMessage(deps: Deps, conversationId: string, clientKey: string) {
  try {
    await limit(deps, 'chat-message', conversationId, CHAT_RATE_LIMITS.messagesPerConversation);
    await limit(deps, 'chat-message-address', clientKey, CHAT_RATE_LIMITS.messagesPerAddress);
  } catch (e) {
    if (e instanceof HttpError && e.status === 429) throw new HttpError(429, CHAT_MESSAGES.tooManyMessages);
    throw e;
  }
}

export const limitTyping = (deps: Deps, conversationId: string) => limit(deps, 'chat-typing', conversationId, CHAT_RATE_LIMITS.typingPerConversation);

export const limitTranscript = (deps: Deps, conversationId: string) =>
  limit(deps, 'chat-transcript', conversationId, CHAT_RATE_LIMITS.transcriptsPerConversation);

export const limitResume = (deps: Deps, clientKey: string) => limit(deps, 'chat-resume', clientKey, CHAT_RATE_LIMITS.resumesPerAddress);
