// Access tokens are short-lived HS256 JWTs (jose) with a key and an audience of their own (ADR 0001): a download
// link, signed with another key for another audience, is never taken for one. Logout revokes a token's id.
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { AUTH_MESSAGES, TOKEN_LIFETIME_SECONDS } from '@shared/contract/messages';
import { ACCESS_TOKEN_AUDIENCE } from '@shared/contract/sessions';
import { HttpError } from '@shared/contract/http-error';

export interface TokenClaims {
  adminId: string;
  jti: string;
  expiresAt: number;
  /** The session family (one per sign-in) the token belongs to. */
  sid: string;
  /** The admin's token version when it was issued. */
  ver: number;
}

/** An access token for the session `sid`, ending after 30 minutes or at `notAfter` (the session's end), whichever is first. */
export async function signToken(key: Uint8Array, claims: { adminId: string; role: string; sid: string; ver: number }, notAfter: number, now: number) {
  const jti = randomBytes(16).toString('hex');
  const expiresAt = Math.min(now + TOKEN_LIFETIME_SECONDS * 1000, notAfter);
  const token = await new SignJWT({ role: claims.role, sid: claims.sid, ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.adminId)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setJti(jti)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(key);
  return { token, expiresIn: Math.max(0, Math.floor((expiresAt - now) / 1000)) };
}

/** The token's claims, if it is ours and unexpired at `now`. */
export async function verifyToken(key: Uint8Array, token: string, now: number): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: ACCESS_TOKEN_AUDIENCE, currentDate: new Date(now) });
    if (!payload.sub || !payload.jti || !payload.exp || typeof payload.sid !== 'string' || typeof payload.ver !== 'number') {
      throw new HttpError(401, AUTH_MESSAGES.invalidToken);
    }
    return { adminId: payload.sub, jti: payload.jti, expiresAt: payload.exp * 1000, sid: payload.sid, ver: payload.ver };
  } catch (e) {
    if (e instanceof HttpError) throw e;
    throw new HttpError(401, e instanceof joseErrors.JWTExpired ? AUTH_MESSAGES.expiredToken : AUTH_MESSAGES.invalidToken);
  }
}

/** A new opaque refresh token (the cookie's value); only its hash is stored. */
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');
