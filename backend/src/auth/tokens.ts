// Sessions are short-lived HS256 JWTs (jose); logout revokes a token's id in the database (DECISIONS 8).
import { randomBytes } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { AUTH_MESSAGES, TOKEN_LIFETIME_SECONDS } from '@contract/messages';
import { HttpError } from '@contract/http-error';

export interface TokenClaims {
  adminId: string;
  jti: string;
  expiresAt: number;
}

export async function signToken(secret: Uint8Array, adminId: string, role: string) {
  const jti = randomBytes(16).toString('hex');
  const token = await new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(adminId)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(secret);
  return { token, expiresIn: TOKEN_LIFETIME_SECONDS };
}

export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (!payload.sub || !payload.jti || !payload.exp) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
    return { adminId: payload.sub, jti: payload.jti, expiresAt: payload.exp * 1000 };
  } catch (e) {
    if (e instanceof HttpError) throw e;
    throw new HttpError(401, e instanceof joseErrors.JWTExpired ? AUTH_MESSAGES.expiredToken : AUTH_MESSAGES.invalidToken);
  }
}
