import type { Knex } from 'knex';
import { AUTH_MESSAGES } from '@contract/messages';
import { HttpError } from '@contract/http-error';
import { verifyToken } from '../auth/tokens';
import { findAdminRow, toAdmin, type Admin } from '../services/admin-records';

export interface AuthContext {
  admin: Admin;
  jti: string;
  expiresAt: number;
}

export const bearerOf = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

/** Checks the bearer token against the signature, the revocation list and the admin's current record. */
export async function authenticate(db: Knex, secret: Uint8Array, header: string | undefined, opts: { allowInactive?: boolean } = {}): Promise<AuthContext> {
  const token = bearerOf(header);
  if (!token) throw new HttpError(401, AUTH_MESSAGES.missingToken);
  const claims = await verifyToken(secret, token);
  if (await db('revoked_tokens').where('jti', claims.jti).first()) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
  const row = await findAdminRow(db, claims.adminId);
  if (!row) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
  if (row.status !== 'active' && !opts.allowInactive) throw new HttpError(403, AUTH_MESSAGES.inactive);
  return { admin: toAdmin(row), jti: claims.jti, expiresAt: claims.expiresAt };
}

/** Admin account management is for super admins only (DECISIONS 9). */
export function requireSuperAdmin(auth: AuthContext | undefined): AuthContext {
  if (!auth) throw new HttpError(401, AUTH_MESSAGES.missingToken);
  if (auth.admin.role !== 'super_admin') throw new HttpError(403, AUTH_MESSAGES.superAdminOnly);
  return auth;
}
