// Sign-in, sign-out and the session's own profile (DECISIONS 8, 11). Login failures are counted in the database
// per email and per address, so every instance sees the same throttle.
import type { Knex } from 'knex';
import type { components } from '@contract/schema';
import { AUTH_MESSAGES, LOGIN_THROTTLE } from '@contract/messages';
import { HttpError } from '@contract/http-error';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { signToken } from '../auth/tokens';
import { nowIso } from '../db/rows';
import type { AuthContext } from '../middleware/auth';
import { clearHits, recentHits, recordHit } from '../middleware/rate-limit';
import { failedSignInActivity, signInActivity, signOutActivity } from '@contract/activity';
import { recordActivity } from './activity';
import { toAdmin, type Admin, type AdminRow } from './admin-records';

type AuthSession = components['schemas']['AuthSession'];
type LoginRequest = components['schemas']['LoginRequest'];

const emailBucket = (email: string) => `login-email:${email}`;
const ipBucket = (clientKey: string) => `login-ip:${clientKey}`;

/** The caller of a protected operation (the route kit authenticated it before the handler runs). */
export function signedIn(auth: AuthContext | undefined): AuthContext {
  if (!auth) throw new HttpError(401, AUTH_MESSAGES.missingToken);
  return auth;
}

async function isThrottled(db: Knex, buckets: string[]) {
  for (const bucket of buckets) {
    if ((await recentHits(db, bucket, LOGIN_THROTTLE.windowMs)) >= LOGIN_THROTTLE.maxFailures) return true;
  }
  return false;
}

// An unknown email still costs one hash check, so the answer time does not tell which emails exist.
let decoyHash: Promise<string> | undefined;
async function passwordMatches(row: AdminRow | undefined, password: string) {
  if (row) return verifyPassword(row.password_hash, password);
  decoyHash ??= hashPassword('decoy-password-for-unknown-emails');
  await verifyPassword(await decoyHash, password);
  return false;
}

export async function issueSession(secret: Uint8Array, admin: Admin): Promise<AuthSession> {
  const { token, expiresIn } = await signToken(secret, admin._id, admin.role);
  return { admin, token, expiresIn };
}

/**
 * A session for the right email and password, also for an inactive or suspended admin (the client reads
 * data.admin.status). Throttled callers are refused before the password is looked at.
 */
export async function login(db: Knex, secret: Uint8Array, credentials: LoginRequest, clientKey: string): Promise<AuthSession> {
  const email = credentials.email.trim().toLowerCase();
  const buckets = [emailBucket(email), ipBucket(clientKey)];
  if (await isThrottled(db, buckets)) throw new HttpError(429, AUTH_MESSAGES.throttled);

  const row = await db<AdminRow>('admins').where('email', email).first();
  if (!row || !(await passwordMatches(row, credentials.password))) {
    for (const bucket of buckets) await recordHit(db, bucket);
    await recordActivity(db, failedSignInActivity(email, row?.id));
    throw new HttpError(401, AUTH_MESSAGES.badCredentials);
  }

  await clearHits(db, emailBucket(email));
  const lastLoginAt = nowIso();
  await db('admins').where('id', row.id).update({ last_login_at: lastLoginAt });
  await recordActivity(db, signInActivity(row.id, email));
  return issueSession(secret, toAdmin({ ...row, last_login_at: lastLoginAt }));
}

/** Revokes the token's id until the token would have expired anyway. */
export async function revoke(db: Knex, auth: AuthContext) {
  await db('revoked_tokens').insert({ jti: auth.jti, expires_at: auth.expiresAt }).onConflict('jti').ignore();
}

/** Sign-out: the token is revoked and the event logged. */
export async function logout(db: Knex, auth: AuthContext) {
  await revoke(db, auth);
  await recordActivity(db, signOutActivity(auth.admin._id));
}

/** A fresh token for the same admin; the old one stops working. */
export async function refresh(db: Knex, secret: Uint8Array, auth: AuthContext): Promise<AuthSession> {
  await revoke(db, auth);
  return issueSession(secret, auth.admin);
}
