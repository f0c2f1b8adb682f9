// A visitor's consent to the site's trackers (ADR 0042). The choice lives in the visitor's `novaguide_consent` cookie,
// signed with a key derived from JWT_SECRET for this cookie alone, so no other token of the server opens it and no
// visitor can write one; each choice is also kept as a row of consent_records (a random id, the answers, the banner's
// version and the times; nothing that names or locates the visitor). Which choice still holds, and what it allows,
// follows shared/contract/consent.ts.
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { cookieOf } from '@shared/contract/cookies';
import { consentHolds, CONSENT_COOKIE, newConsentState, type ConsentInput, type ConsentState } from '@shared/contract/consent';
import type { Config } from '../config';
import { cameOverHttps } from '../middleware/site-cookie';
import { findSettingsIfAny } from './homepage';

const keys = new WeakMap<Uint8Array, Uint8Array>();

/** The cookie's own 256-bit key, derived once per secret. */
function consentKey(config: Pick<Config, 'jwtSecret'>): Uint8Array {
  let key = keys.get(config.jwtSecret);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', config.jwtSecret, new Uint8Array(0), 'novaguide consent cookie', 32));
    keys.set(config.jwtSecret, key);
  }
  return key;
}

/**
 * The choice in 33 bytes: the record's id (16), the answers (1: analytics 1, marketing 2), the banner's version (4)
 * and the two times in milliseconds (6 each). In base64url that is 44 characters, then a dot and the 43 of the MAC.
 */
const PAYLOAD_BYTES = 33;
const COOKIE_VALUE = /^([A-Za-z0-9_-]{44})\.([A-Za-z0-9_-]{43})$/;

const mac = (config: Pick<Config, 'jwtSecret'>, payload: string) => createHmac('sha256', consentKey(config)).update(`consent.${payload}`).digest();

/** The cookie's value for a choice. */
export function consentCookieValue(config: Pick<Config, 'jwtSecret'>, state: ConsentState): string {
  const bytes = Buffer.alloc(PAYLOAD_BYTES);
  Buffer.from(state.consentId, 'hex').copy(bytes, 0);
  bytes.writeUInt8((state.analytics ? 1 : 0) | (state.marketing ? 2 : 0), 16);
  bytes.writeUInt32BE(state.bannerVersion, 17);
  bytes.writeUIntBE(Date.parse(state.givenAt), 21, 6);
  bytes.writeUIntBE(Date.parse(state.expiresAt), 27, 6);
  const payload = bytes.toString('base64url');
  return `${payload}.${mac(config, payload).toString('base64url')}`;
}

/** The choice a cookie value holds when the server signed it; anything else (forged, cut, garbled) is null. */
export function readConsentCookie(config: Pick<Config, 'jwtSecret'>, value: string | undefined): ConsentState | null {
  const m = COOKIE_VALUE.exec(value ?? '');
  if (!m) return null;
  const [, payload, sig] = m;
  const given = Buffer.from(sig, 'base64url');
  const expected = mac(config, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const bytes = Buffer.from(payload, 'base64url');
  if (bytes.length !== PAYLOAD_BYTES) return null;
  const flags = bytes.readUInt8(16);
  const bannerVersion = bytes.readUInt32BE(17);
  const givenAt = new Date(bytes.readUIntBE(21, 6));
  const expiresAt = new Date(bytes.readUIntBE(27, 6));
  if (flags > 3 || bannerVersion < 1 || Number.isNaN(givenAt.getTime()) || Number.isNaN(expiresAt.getTime())) return null;
  return {
    consentId: bytes.subarray(0, 16).toString('hex'),
    analytics: (flags & 1) === 1,
    marketing: (flags & 2) === 2,
    bannerVersion,
    givenAt: givenAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
}

/** The name a Cookie header must hold for the consent cookie to be read at all (a cheap test before parsing). */
export const CONSENT_COOKIE_MARK = `${CONSENT_COOKIE}=`;

/**
 * The signed choice of a request's Cookie header, not yet held against the settings (version, expiry); null without
 * one. A header that does not name the cookie is not parsed.
 */
export function consentOfHeader(config: Pick<Config, 'jwtSecret'>, header: string | null | undefined): ConsentState | null {
  if (!header?.includes(CONSENT_COOKIE_MARK)) return null;
  return readConsentCookie(config, cookieOf(header, CONSENT_COOKIE));
}

/** The visitor's choice that holds now against the current settings, or null (GET /consent). */
export async function currentConsent(db: Knex, config: Config, header: string | null | undefined): Promise<ConsentState | null> {
  const state = consentOfHeader(config, header);
  if (!state) return null;
  const settings = await findSettingsIfAny(db);
  return consentHolds(state, settings, new Date(config.clock.now())) ? state : null;
}

/**
 * Records a choice and answers it. A version that is not the settings' current one is refused: the visitor answered
 * a banner that has changed since.
 */
export async function giveConsent(db: Knex, config: Config, input: ConsentInput): Promise<ConsentState> {
  const state = newConsentState(input, await findSettingsIfAny(db), config.clock.now(), randomBytes(16).toString('hex'));
  await db('consent_records').insert({
    id: state.consentId,
    analytics: state.analytics,
    marketing: state.marketing,
    banner_version: state.bannerVersion,
    created_at: state.givenAt,
    expires_at: state.expiresAt,
  });
  return state;
}

/**
 * Sets the choice's cookie: HttpOnly (page script never reads it), SameSite=Lax (it travels with a visitor's first
 * page from a link), the whole site, Secure over https (middleware/site-cookie.ts), and a Max-Age to its expiry.
 */
export function setConsentCookie(koa: Context, config: Config, state: ConsentState) {
  const maxAge = Math.max(0, Math.floor((Date.parse(state.expiresAt) - config.clock.now()) / 1000));
  const attributes = [`${CONSENT_COOKIE}=${consentCookieValue(config, state)}`, 'Path=/', `Max-Age=${maxAge}`, 'SameSite=Lax', 'HttpOnly'];
  if (cameOverHttps(koa, config.trustProxy)) attributes.push('Secure');
  koa.append('Set-Cookie', attributes.join('; '));
}
