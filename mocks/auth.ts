// Mock sessions behave as the server's (ADR 0001): access tokens are real HS256 JWTs (jose) with the server's
// lifetime, audience, revocation and messages; a sign-in starts a session family with an absolute end whose refresh
// token is rotated on every use, a reused one ends the family, and revoking an admin's sessions raises their token
// version. A service worker cannot set an HttpOnly cookie, so the refresh token stays in the mocks' memory
// (db.refreshCookie), never in an answer or the page's storage.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { components } from '@shared/contract/schema';
import { AUTH_MESSAGES, TOKEN_LIFETIME_SECONDS } from '@shared/contract/messages';
import { ACCESS_TOKEN_AUDIENCE, DEFAULT_SESSION_MAX_HOURS, REFRESH_RETRY_GRACE_MS } from '@shared/contract/sessions';
import { db, newId, randomToken } from './db';
import { HttpError } from '@shared/contract/http-error';

type Admin = components['schemas']['Admin'];

// A fixed key for the mocks only: mock tokens are worthless outside the browser tab or test that made them.
const MOCK_KEY = new TextEncoder().encode('mock-only-signing-key-never-used-by-the-backend');

/** The mocks' absolute session limit (the server's default). */
export const MOCK_SESSION_MAX_MS = DEFAULT_SESSION_MAX_HOURS * 3_600_000;

const tokenVersion = (adminId: string) => db.tokenVersions.get(adminId) ?? 0;

/** An access token for the session `sid` (30 minutes, never past `notAfter`). */
async function accessToken(admin: Admin, sid: string, notAfter: number, now = Date.now()) {
  const expiresAt = Math.min(now + TOKEN_LIFETIME_SECONDS * 1000, notAfter);
  const token = await new SignJWT({ role: admin.role, sid, ver: tokenVersion(admin._id) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(admin._id)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setJti(randomToken())
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(MOCK_KEY);
  return { admin, token, expiresIn: Math.max(0, Math.floor((expiresAt - now) / 1000)) };
}

function newRefreshToken(familyId: string) {
  const value = `${randomToken()}${randomToken()}`;
  db.refreshTokens.set(value, { familyId });
  db.refreshCookie = value;
}

/**
 * A new session for the admin: an access token, and for an active admin a family whose refresh token goes to the
 * mocks' cookie (an inactive admin's sign-in clears it, as the server's does).
 */
export async function issueSession(admin: Admin) {
  const now = Date.now();
  const familyId = newId();
  const expiresAt = now + MOCK_SESSION_MAX_MS;
  if (admin.status === 'active') {
    db.sessionFamilies.set(familyId, { adminId: admin._id, createdAt: now, expiresAt, revoked: false });
    newRefreshToken(familyId);
  } else {
    db.refreshCookie = undefined;
  }
  return accessToken(admin, familyId, expiresAt, now);
}

/**
 * The server's refresh: the cookie's token is used up and replaced; without a cookie there is no session (null);
 * see the server's rules in openapi.yaml.
 */
export async function refreshSession() {
  const presented = db.refreshCookie;
  if (!presented) return null;
  try {
    const stored = db.refreshTokens.get(presented);
    if (!stored) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
    const family = db.sessionFamilies.get(stored.familyId);
    const now = Date.now();
    // Seconds after its rotation: a retry of an answer that never arrived, served again; later: a reuse.
    if (stored.usedAt !== undefined && now - stored.usedAt > REFRESH_RETRY_GRACE_MS) {
      if (family) family.revoked = true;
      throw new HttpError(401, AUTH_MESSAGES.invalidToken);
    }
    stored.usedAt ??= now;
    if (!family || family.revoked) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
    if (now >= family.expiresAt) throw new HttpError(401, AUTH_MESSAGES.expiredToken);
    const record = db.admins.find((a) => a.admin._id === family.adminId);
    if (!record) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
    if (record.admin.status !== 'active') {
      family.revoked = true;
      throw new HttpError(403, AUTH_MESSAGES.inactive);
    }
    newRefreshToken(stored.familyId);
    return accessToken(record.admin, stored.familyId, family.expiresAt, now);
  } catch (e) {
    db.refreshCookie = undefined;
    throw e;
  }
}

/** Ends one session family (logout). */
export function endFamily(familyId: string) {
  const family = db.sessionFamilies.get(familyId);
  if (family) family.revoked = true;
  db.refreshCookie = undefined;
}

/** Ends every session of an admin: every family, and every access token issued before (a new token version). */
export function revokeAdminSessions(adminId: string) {
  for (const family of db.sessionFamilies.values()) if (family.adminId === adminId) family.revoked = true;
  db.tokenVersions.set(adminId, tokenVersion(adminId) + 1);
}

export interface AuthContext {
  admin: Admin;
  jti: string;
  /** The session family the token belongs to. */
  sid: string;
}

/** Checks the bearer token: 401 with the server's messages, 403 for an inactive account unless allowed. */
export async function authenticate(request: Request, opts: { allowInactive?: boolean } = {}): Promise<AuthContext> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) throw new HttpError(401, AUTH_MESSAGES.missingToken);
  let payload;
  try {
    ({ payload } = await jwtVerify(match[1], MOCK_KEY, { algorithms: ['HS256'], audience: ACCESS_TOKEN_AUDIENCE }));
  } catch (e) {
    throw new HttpError(401, e instanceof joseErrors.JWTExpired ? AUTH_MESSAGES.expiredToken : AUTH_MESSAGES.invalidToken);
  }
  const jti = String(payload.jti ?? '');
  if (!jti || db.revokedTokens.has(jti) || typeof payload.sid !== 'string') throw new HttpError(401, AUTH_MESSAGES.invalidToken);
  // A session that ended (logout, a reused refresh token, revocation) takes its access tokens with it.
  if (db.sessionFamilies.get(payload.sid)?.revoked) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
  const record = db.admins.find((a) => a.admin._id === payload.sub);
  if (!record || payload.ver !== tokenVersion(record.admin._id)) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
  if (record.admin.status !== 'active' && !opts.allowInactive) throw new HttpError(403, AUTH_MESSAGES.inactive);
  return { admin: record.admin, jti, sid: payload.sid };
}

export function hasBearer(request: Request) {
  return /^Bearer\s+\S/i.test(request.headers.get('authorization') ?? '');
}
