// Sign-in, refresh, sign-out and the session's own profile (ADR 0001). A sign-in starts a
// session family with an absolute end; its refresh token (an HttpOnly cookie, see routes/session.ts) is rotated on
// every use, and a second use of a rotated one ends the whole family. Login failures are counted in the database
// per account and address and per address, so every instance sees the same throttle and an outsider's failures
// never lock the admin out at their own address.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { AUTH_MESSAGES, LOGIN_THROTTLE, loginWaitMs } from '@shared/contract/messages';
import { REFRESH_RETRY_GRACE_MS } from '@shared/contract/sessions';
import { HttpError } from '@shared/contract/http-error';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { hashRefreshToken, newRefreshToken, signToken } from '../auth/tokens';
import type { Config } from '../config';
import { newId, nowIso } from '../db/rows';
import type { AuthContext } from '../middleware/auth';
import { clearHits, recordHit } from '../middleware/rate-limit';
import { failedSignInActivity, signInActivity, signOutActivity } from '@shared/contract/activity';
import { recordActivity } from './activity';
import { findAdminRow, toAdmin, type AdminRow } from './admin-records';

type AuthSession = components['schemas']['AuthSession'];
type LoginRequest = components['schemas']['LoginRequest'];
type SessionConfig = Pick<Config, 'keys' | 'sessionMaxMs' | 'clock'>;

/** A session as issued: the answer's body, and the refresh token for the cookie (none for an inactive admin). */
export interface IssuedSession {
  session: AuthSession;
  refreshToken?: string;
  /** When the session family ends (the cookie expires then). */
  endsAt?: number;
}

/** 429 with how many seconds to wait (the route sends them as Retry-After). */
export class ThrottledError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, AUTH_MESSAGES.throttled);
  }
}

const accountBucket = (email: string, clientKey: string) => `login-account:${email}|${clientKey}`;
const addressBucket = (clientKey: string) => `login-ip:${clientKey}`;

/** The caller of a protected operation (the route kit authenticated it before the handler runs). */
export function signedIn(auth: AuthContext | undefined): AuthContext {
  if (!auth) throw new HttpError(401, AUTH_MESSAGES.missingToken);
  return auth;
}

async function failureTimes(db: Knex, bucket: string, now: number): Promise<number[]> {
  const rows = await db('rate_hits')
    .where('bucket', bucket)
    .andWhere('at', '>', now - LOGIN_THROTTLE.windowMs)
    .select('at');
  return rows.map((r: { at: number | string }) => Number(r.at));
}

async function waitMs(db: Knex, buckets: string[], now: number) {
  let longest = 0;
  for (const bucket of buckets) longest = Math.max(longest, loginWaitMs(await failureTimes(db, bucket, now), now));
  return longest;
}

// An unknown email still costs one hash check, so the answer time does not tell which emails exist.
let decoyHash: Promise<string> | undefined;
async function passwordMatches(row: AdminRow | undefined, password: string) {
  if (row) return verifyPassword(row.password_hash, password);
  decoyHash ??= hashPassword('decoy-password-for-unknown-emails');
  await verifyPassword(await decoyHash, password);
  return false;
}

async function accessToken(config: SessionConfig, row: AdminRow, sid: string, notAfter: number, now: number): Promise<AuthSession> {
  const { token, expiresIn } = await signToken(config.keys.accessToken, { adminId: row.id, role: row.role, sid, ver: row.token_version ?? 0 }, notAfter, now);
  return { admin: toAdmin(row), token, expiresIn };
}

async function storeRefreshToken(db: Knex, familyId: string, now: number) {
  const refreshToken = newRefreshToken();
  await db('refresh_tokens').insert({ token_hash: hashRefreshToken(refreshToken), family_id: familyId, created_at: now, used_at: null });
  return refreshToken;
}

/**
 * A session for the right email and password. An inactive or suspended admin gets an access token only (the
 * client reads data.admin.status), no refresh cookie. Throttled callers are refused before the password is looked at.
 */
export async function login(db: Knex, config: SessionConfig, credentials: LoginRequest, clientKey: string): Promise<IssuedSession> {
  const now = config.clock.now();
  const email = credentials.email.trim().toLowerCase();
  const buckets = [accountBucket(email, clientKey), addressBucket(clientKey)];
  const wait = await waitMs(db, buckets, now);
  if (wait > 0) throw new ThrottledError(Math.ceil(wait / 1000));

  const row = await db<AdminRow>('admins').where('email', email).first();
  if (!row || !(await passwordMatches(row, credentials.password))) {
    for (const bucket of buckets) await recordHit(db, bucket, now);
    await recordActivity(db, failedSignInActivity(email, row?.id));
    throw new HttpError(401, AUTH_MESSAGES.badCredentials);
  }

  await clearHits(db, accountBucket(email, clientKey));
  const lastLoginAt = nowIso();
  await db('admins').where('id', row.id).update({ last_login_at: lastLoginAt });
  await recordActivity(db, signInActivity(row.id, email));
  const signedInRow = { ...row, last_login_at: lastLoginAt };
  const familyId = newId();
  const endsAt = now + config.sessionMaxMs;
  if (row.status !== 'active') return { session: await accessToken(config, signedInRow, familyId, endsAt, now) };
  await db('session_families').insert({ id: familyId, admin_id: row.id, created_at: now, expires_at: endsAt, revoked_at: null });
  const refreshToken = await storeRefreshToken(db, familyId, now);
  return { session: await accessToken(config, signedInRow, familyId, endsAt, now), refreshToken, endsAt };
}

interface FamilyRow {
  id: string;
  admin_id: string;
  expires_at: number | string;
  revoked_at: number | string | null;
}

const revokeFamily = (db: Knex, familyId: string, now = Date.now()) =>
  db('session_families').where('id', familyId).whereNull('revoked_at').update({ revoked_at: now });

/**
 * A new access token and a new refresh token for the cookie's session; the presented refresh token is used up.
 * No cookie: undefined, there is no session to renew (the route answers it as such). A rotated token presented again (after REFRESH_RETRY_GRACE_MS, within
 * which it is taken as a retry of a lost answer) ends its family ('Invalid token'),
 * as does an unknown or revoked one; past the family's absolute end: 'Token expired'; an admin no longer active:
 * 403 'Account is not active', and the family ends.
 */
export async function refresh(db: Knex, config: SessionConfig, presented: string | undefined): Promise<IssuedSession | undefined> {
  if (!presented) return undefined;
  const now = config.clock.now();
  const tokenHash = hashRefreshToken(presented);
  const stored = await db<{ family_id: string; used_at: number | string | null }>('refresh_tokens').where('token_hash', tokenHash).first();
  if (!stored) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
  // Claim the token: of two uses (two requests at once included) only one updates the row.
  const claimed = await db('refresh_tokens').where('token_hash', tokenHash).whereNull('used_at').update({ used_at: now });
  if (!claimed) {
    const usedAt = Number((await db<{ used_at: number | string | null }>('refresh_tokens').where('token_hash', tokenHash).first())?.used_at ?? 0);
    // Seconds after its rotation: a retry of an answer that never arrived, served again; later: a reuse.
    if (now - usedAt > REFRESH_RETRY_GRACE_MS) {
      await revokeFamily(db, stored.family_id, now);
      throw new HttpError(401, AUTH_MESSAGES.invalidToken);
    }
  }
  const family = await db<FamilyRow>('session_families').where('id', stored.family_id).first();
  if (!family || family.revoked_at !== null) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
  const endsAt = Number(family.expires_at);
  if (now >= endsAt) throw new HttpError(401, AUTH_MESSAGES.expiredToken);
  const row = await findAdminRow(db, family.admin_id);
  if (!row) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
  if (row.status !== 'active') {
    await revokeFamily(db, family.id, now);
    throw new HttpError(403, AUTH_MESSAGES.inactive);
  }
  const refreshToken = await storeRefreshToken(db, family.id, now);
  return { session: await accessToken(config, row, family.id, endsAt, now), refreshToken, endsAt };
}

/** Revokes the token's id until the token would have expired anyway. */
export async function revoke(db: Knex, auth: AuthContext) {
  await db('revoked_tokens').insert({ jti: auth.jti, expires_at: auth.expiresAt }).onConflict('jti').ignore();
}

/** Sign-out: the token is revoked, its session family ends (its refresh cookie stops working), and the event logged. */
export async function logout(db: Knex, auth: AuthContext) {
  await revoke(db, auth);
  await revokeFamily(db, auth.sid);
  await recordActivity(db, signOutActivity(auth.admin._id));
}

/**
 * Ends every session of an admin: every family is revoked and the token version raised, so access tokens issued
 * before stop working at once. Called on a password, role or status change and by 'sign out everywhere'.
 */
export async function revokeAdminSessions(db: Knex, adminId: string, now = Date.now()) {
  await db('session_families').where('admin_id', adminId).whereNull('revoked_at').update({ revoked_at: now });
  await db('admins').where('id', adminId).increment('token_version', 1);
}

/** 'Sign out everywhere': every session of the caller ends, this one included. */
export async function logoutAll(db: Knex, auth: AuthContext) {
  await revokeAdminSessions(db, auth.admin._id);
  await recordActivity(db, signOutActivity(auth.admin._id));
}

/** Families past their absolute end no longer matter (their refresh tokens go with them). */
export async function pruneSessions(db: Knex, now = Date.now()) {
  await db('session_families').where('expires_at', '<', now).delete();
}
