// Where the admin session lives in the page (ADR 0001): the short-lived access token in this module's memory
// only, never in localStorage or sessionStorage, so a script that reaches the page finds no token in storage. The
// refresh token is an HttpOnly cookie page script cannot read; a reload gets a new access token from it.
import type { components } from '@shared/contract/schema';

export type Admin = components['schemas']['Admin'];

let token: string | null = null;
let validatedAt = 0;
let clearedAt = 0;
let initMarkerAt = 0;

export function readToken(): string | null {
  return token;
}

/** Keeps a token the server just issued, and when it was issued. */
export function writeToken(issued: string, now = Date.now()) {
  token = issued;
  validatedAt = now;
}

/** Forgets the token and its timestamp, and records when it happened. */
export function clearSession(now = Date.now()) {
  token = null;
  validatedAt = 0;
  clearedAt = now;
}

/** When the token was last issued (0 when there is none). */
export function lastValidatedAt(): number {
  return validatedAt;
}

export function lastClearedAt(): number {
  return clearedAt;
}

/** Set while the session is being validated, so two validations don't run at once. */
export const authInitMarker = {
  read: (): number => initMarkerAt,
  set: (now = Date.now()) => void (initMarkerAt = now),
  clear: () => void (initMarkerAt = 0),
};
