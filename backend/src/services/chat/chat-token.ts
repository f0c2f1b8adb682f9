// The chat's signed tokens (ADR 0041), stateless like the newsletter's: `<conversationId>.<tokenVersion>.<HMAC>`, with a
// key derived from JWT_SECRET for the chat alone and the purpose inside the MAC, so the cookie's token never opens an
// email's link and neither is accepted as any other token of the server. Raising a conversation's token version
// retires every token made before.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import { CHAT_COOKIE, CHAT_COOKIE_MAX_AGE_S, CHAT_COOKIE_PATH } from '@shared/contract/chat';
import type { Config } from '../../config';
import { setSiteCookie } from '../../middleware/site-cookie';

/** The cookie's token (the visitor's calls) or an email's link (opens the conversation again, once per visit). */
export type ChatTokenPurpose = 'conversation' | 'resume';

const keys = new WeakMap<Uint8Array, Uint8Array>();

/** The chat's own 256-bit key, derived once per secret. */
function chatKey(config: Config): Uint8Array {
  let key = keys.get(config.jwtSecret);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', config.jwtSecret, new Uint8Array(0), 'novaguide chat token', 32));
    keys.set(config.jwtSecret, key);
  }
  return key;
}

const signature = (config: Config, purpose: ChatTokenPurpose, id: string, version: number) =>
  createHmac('sha256', chatKey(config)).update(`${purpose}.${id}.${version}`).digest();

export const chatToken = (config: Config, purpose: ChatTokenPurpose, id: string, version: number) =>
  `${id}.${version}.${signature(config, purpose, id, version).toString('base64url')}`;

/** The conversation and version a token names when the server made it for this purpose; else undefined. */
export function readChatToken(config: Config, purpose: ChatTokenPurpose, token: string | undefined): { id: string; version: number } | undefined {
  const m = /^([0-9a-f]{24})\.(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!m) return undefined;
  const [, id, v, sig] = m;
  const version = Number(v);
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(config, purpose, id, version);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { id, version } : undefined;
}

/** Sets the conversation's cookie: HttpOnly (page script never reads it), SameSite=Lax, Secure over https. */
export function setChatCookie(koa: Context, config: Config, conversation: { id: string; token_version: number | string }) {
  setSiteCookie(koa, config.trustProxy, CHAT_COOKIE, chatToken(config, 'conversation', conversation.id, Number(conversation.token_version)), {
    sameSite: 'lax',
    path: CHAT_COOKIE_PATH,
    expires: new Date(config.clock.now() + CHAT_COOKIE_MAX_AGE_S * 1000),
  });
}
