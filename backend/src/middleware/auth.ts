import type { Knex } from 'knex';
import { systemClock, type Clock } from '@shared/clock';
import { AUTH_MESSAGES } from '@shared/contract/messages';
import { HttpError } from '@shared/contract/http-error';
import { verifyToken } from '../auth/tokens';
import { findAdminRow, toAdmin, type Admin } from '../services/admin-records';

export interface AuthContext {
  admin: Admin;
  jti: string;
  expiresAt: number;
  /** The session family (sign-in) the token belongs to. */
  sid: string;
}

export const bearerOf = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

/**
 * Checks the bearer token against its key and audience, its expiry by `clock` (the config's; the system's when not
 * given), the revocation list and the admin's current record: a token issued before the admin's sessions were
 * revoked (an older token version) is refused (ADR 0001).
 */
export async function authenticate(
  db: Knex,
  key: Uint8Array,
  header: string | undefined,
  opts: { allowInactive?: boolean; clock?: Clock } = {},
): Promise<AuthContext> {
  const token = bearerOf(header);
  if (!token) throw new HttpError(401, AUTH_MESSAGES.missingToken);
  const claims = await verifyToken(key, token, (opts.clock ?? systemClock).now());
  if (await db('revoked_tokens').where('jti', claims.jti).first()) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
  // A session that ended (logout, a reused refresh token, revocation) takes its access tokens with it.
  const family = await db<{ revoked_at: number | null }>('session_families').where('id', claims.sid).first();
  if (family && family.revoked_at !== null) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
  const row = await findAdminRow(db, claims.adminId);
  if (!row || (row.token_version ?? 0) !== claims.ver) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
  if (row.status !== 'active' && !opts.allowInactive) throw new HttpError(403, AUTH_MESSAGES.inactive);
  return { admin: toAdmin(row), jti: claims.jti, expiresAt: claims.expiresAt, sid: claims.sid };
}
