// Admin accounts (ADRs 0015, 0016): super admins manage them; passwords are stored as argon2 hashes only.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { articleAuthorOf } from '@shared/contract/articles';
import { hashPassword } from '../auth/passwords';
import { revokeAdminSessions } from './session';
import { newId, nowIso } from '../db/rows';
import { bumpContentVersion } from '../db/content-version';
import { findAdminRow, toAdmin, type Admin, type AdminRow } from './admin-records';
import { paginate, type ListQuery } from './pagination';

type AdminCreate = components['schemas']['AdminCreate'];
type AdminUpdate = components['schemas']['AdminUpdate'];
type AdminProfileUpdate = components['schemas']['AdminProfileUpdate'];
type RoleAndStatus = Pick<Admin, 'role' | 'status'>;

const NOT_FOUND = 'Admin not found';
const EMAIL_TAKEN = 'An admin with this email already exists';
const LAST_SUPER_ADMIN = 'At least one active super admin must remain';

const normaliseEmail = (email: string) => email.trim().toLowerCase();
const isActiveSuperAdmin = (a: RoleAndStatus) => a.role === 'super_admin' && a.status === 'active';

const adminRows = (db: Knex) => db<AdminRow>('admins');

export async function listAdmins(db: Knex, query: ListQuery) {
  return paginate(adminRows(db).orderBy([{ column: 'created_at' }, { column: 'id' }]), query, toAdmin);
}

async function findRow(db: Knex, id: string) {
  const row = await findAdminRow(db, id);
  if (!row) throw new HttpError(404, NOT_FOUND);
  return row;
}

export async function getAdmin(db: Knex, id: string) {
  return toAdmin(await findRow(db, id));
}

async function assertEmailFree(db: Knex, email: string, exceptId?: string) {
  const q = adminRows(db).where('email', email);
  if (exceptId) q.whereNot('id', exceptId);
  if (await q.first()) throw new HttpError(409, EMAIL_TAKEN);
}

/** 409 when `target` is the only active super admin and would no longer be one (`after` null: deleted). */
async function assertSuperAdminRemains(db: Knex, target: AdminRow, after: RoleAndStatus | null) {
  if (!isActiveSuperAdmin(target) || (after && isActiveSuperAdmin(after))) return;
  const other = await adminRows(db).where({ role: 'super_admin', status: 'active' }).whereNot('id', target.id).first();
  if (!other) throw new HttpError(409, LAST_SUPER_ADMIN);
}

export async function createAdmin(db: Knex, input: AdminCreate) {
  const email = normaliseEmail(input.email);
  await assertEmailFree(db, email);
  const now = nowIso();
  const id = newId();
  await adminRows(db).insert({
    id,
    name: input.name,
    email,
    password_hash: await hashPassword(input.password),
    role: input.role ?? 'admin',
    status: input.status ?? 'active',
    created_at: now,
    updated_at: now,
  });
  return getAdmin(db, id);
}

/** The profile columns a change sets: an empty string clears one (null). */
function profileChanges(input: AdminProfileUpdate): Partial<AdminRow> {
  const changes: Partial<AdminRow> = {};
  if (input.displayName !== undefined) changes.display_name = input.displayName.trim() || null;
  if (input.photo !== undefined) changes.photo = input.photo || null;
  return changes;
}

/** The admin's own public name and photo; nothing else of the account changes (openapi.yaml's AdminProfileUpdate). */
export async function updateProfile(db: Knex, meId: string, input: AdminProfileUpdate) {
  await db.transaction(async (trx) => {
    await findRow(trx, meId);
    await adminRows(trx)
      .where('id', meId)
      .update({ ...profileChanges(input), updated_at: nowIso() });
    // The articles' public pages show the author's profile: the content cache lets go of them.
    await bumpContentVersion(trx);
  });
  return getAdmin(db, meId);
}

/** Every admin as an article shows its author, by public name: the editor's Author choice. */
export async function listAuthors(db: Knex): Promise<components['schemas']['ArticleAuthorOption'][]> {
  const rows = await adminRows(db).select('id', 'name', 'display_name', 'photo');
  return rows
    .map((r) => ({ _id: r.id, ...articleAuthorOf({ name: r.name, displayName: r.display_name ?? undefined, photo: r.photo ?? undefined }) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Only name, email, role, status, password and the public profile change; the last-super-admin and self rules are checked in the same transaction. */
export async function updateAdmin(db: Knex, meId: string, id: string, input: AdminUpdate) {
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  await db.transaction(async (trx) => {
    const target = await findRow(trx, id);
    const after: RoleAndStatus = { role: input.role ?? target.role, status: input.status ?? target.status };
    if (target.id === meId && (after.role !== target.role || after.status !== target.status)) {
      throw new HttpError(409, 'You cannot change your own role or status');
    }
    await assertSuperAdminRemains(trx, target, after);
    const email = input.email === undefined ? undefined : normaliseEmail(input.email);
    if (email !== undefined) await assertEmailFree(trx, email, target.id);

    const changes: Partial<AdminRow> = { role: after.role, status: after.status, updated_at: nowIso() };
    if (input.name !== undefined) changes.name = input.name;
    Object.assign(changes, profileChanges(input));
    // A new account name shows as the author of the admin's articles when no public name is set; a public profile always.
    if (input.name !== undefined || input.displayName !== undefined || input.photo !== undefined) await bumpContentVersion(trx);
    if (email !== undefined) changes.email = email;
    if (passwordHash !== undefined) changes.password_hash = passwordHash;
    await adminRows(trx).where('id', id).update(changes);
    // A new password, role or status ends every session the admin has (ADR 0001).
    if (passwordHash !== undefined || after.role !== target.role || after.status !== target.status) await revokeAdminSessions(trx, id);
  });
  return getAdmin(db, id);
}

export async function deleteAdmin(db: Knex, meId: string, id: string) {
  await db.transaction(async (trx) => {
    const target = await findRow(trx, id);
    if (target.id === meId) throw new HttpError(409, 'You cannot delete your own account');
    await assertSuperAdminRemains(trx, target, null);
    await adminRows(trx).where('id', id).delete();
  });
}

/** Writes whole accounts (ids and timestamps included) with their password hashes: the demo seed. */
export async function insertAdmins(trx: Knex, records: readonly { admin: Admin; passwordHash: string }[]) {
  for (const { admin, passwordHash } of records) {
    await trx('admins').insert({
      id: admin._id,
      name: admin.name,
      email: normaliseEmail(admin.email),
      password_hash: passwordHash,
      role: admin.role,
      status: admin.status,
      display_name: admin.displayName ?? null,
      photo: admin.photo ?? null,
      last_login_at: admin.lastLoginAt ?? null,
      created_at: admin.createdAt,
      updated_at: admin.updatedAt ?? admin.createdAt,
    });
  }
}
