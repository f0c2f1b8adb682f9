// Mock sessions are real HS256 JWTs (jose), with the server's lifetime, revocation and messages.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { components } from '@contract/schema';
import { AUTH_MESSAGES, TOKEN_LIFETIME_SECONDS } from '@contract/messages';
import { db, randomToken } from './db';
import { HttpError } from '@contract/http-error';

type Admin = components['schemas']['Admin'];

// A fixed key for the mocks only: mock tokens are worthless outside the browser tab or test that made them.
const MOCK_KEY = new TextEncoder().encode('mock-only-signing-key-never-used-by-the-backend');

export async function issueSession(admin: Admin) {
  const token = await new SignJWT({ role: admin.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(admin._id)
    .setJti(randomToken())
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(MOCK_KEY);
  return { admin, token, expiresIn: TOKEN_LIFETIME_SECONDS };
}

export interface AuthContext {
  admin: Admin;
  jti: string;
}

/** Checks the bearer token: 401 with the server's messages, 403 for an inactive account unless allowed. */
export async function authenticate(request: Request, opts: { allowInactive?: boolean } = {}): Promise<AuthContext> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) throw new HttpError(401, AUTH_MESSAGES.missingToken);
  let payload;
  try {
    ({ payload } = await jwtVerify(match[1], MOCK_KEY, { algorithms: ['HS256'] }));
  } catch (e) {
    throw new HttpError(401, e instanceof joseErrors.JWTExpired ? AUTH_MESSAGES.expiredToken : AUTH_MESSAGES.invalidToken);
  }
  const jti = String(payload.jti ?? '');
  if (!jti || db.revokedTokens.has(jti)) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
  const record = db.admins.find((a) => a.admin._id === payload.sub);
  if (!record) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
  if (record.admin.status !== 'active' && !opts.allowInactive) throw new HttpError(403, AUTH_MESSAGES.inactive);
  return { admin: record.admin, jti };
}

export function hasBearer(request: Request) {
  return /^Bearer\s+\S/i.test(request.headers.get('authorization') ?? '');
}
