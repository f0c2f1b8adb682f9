// Admin accounts: super admins only, as openapi.yaml declares (`x-required-role: super_admin`) and the route kit
// enforces before a handler runs (ADR 0029). Passwords are kept next to the record, never returned.
import type { components } from '@shared/contract/schema';
import { revokeAdminSessions } from '../auth';
import { db, newId, nowIso } from '../db';
import { HttpError } from '@shared/contract/http-error';
import { route, ok, created, done } from '../route';
import { accountActivity, accountFieldsChanged } from '@shared/contract/activity';
import { recordActivity } from '../activity';
import { articleAuthorOf } from '@shared/contract/articles';
import { listReply } from './support';

type Admin = components['schemas']['Admin'];

function findAccount(id: string) {
  const record = db.admins.find((a) => a.admin._id === id);
  if (!record) throw new HttpError(404, 'Admin not found');
  return record;
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

function assertEmailFree(email: string, exceptId?: string) {
  const wanted = normaliseEmail(email);
  if (db.admins.some((a) => a.admin._id !== exceptId && normaliseEmail(a.admin.email) === wanted)) {
    throw new HttpError(409, 'An admin with this email already exists');
  }
}

const isActiveSuperAdmin = (a: Pick<Admin, 'role' | 'status'>) => a.role === 'super_admin' && a.status === 'active';
const LAST_SUPER_ADMIN = 'At least one active super admin must remain';

/** 409 when `target` is the only active super admin and `after` would no longer be one. */
function assertSuperAdminRemains(target: Admin, after: Pick<Admin, 'role' | 'status'> | null) {
  if (!isActiveSuperAdmin(target) || (after && isActiveSuperAdmin(after))) return;
  const others = db.admins.filter((a) => a.admin._id !== target._id && isActiveSuperAdmin(a.admin));
  if (others.length === 0) throw new HttpError(409, LAST_SUPER_ADMIN);
}

/**
 * Sets the admin's public name and photo (an empty string removes one), and the author their articles show: a mock
 * article carries its author inside it, where the server reads the admin's row.
 */
export function setProfile(admin: Admin, input: components['schemas']['AdminProfileUpdate']) {
  for (const key of ['displayName', 'photo'] as const) {
    const value = input[key]?.trim();
    if (value === undefined) continue;
    if (value) admin[key] = value;
    else delete admin[key];
  }
  for (const article of db.articles) if (article.authorId === admin._id) article.author = articleAuthorOf(admin);
}

export const adminRoutes = [
  route('get', '/admin', ({ query }) =>
    listReply(
      db.admins.map((a) => a.admin),
      query,
    ),
  ),

  route('post', '/admin', ({ auth, body }) => {
    const me = auth!;
    assertEmailFree(body.email);
    const now = nowIso();
    const admin: Admin = {
      _id: newId(),
      name: body.name,
      email: normaliseEmail(body.email),
      role: body.role ?? 'admin',
      status: body.status ?? 'active',
      lastLoginAt: null,
      createdAt: now,
      updatedAt: now,
    };
    db.admins.push({ admin, password: body.password });
    recordActivity(accountActivity('admin-create', me.admin._id, admin));
    return created(admin, 'Admin created successfully');
  }),

  route('get', '/admin/{id}', ({ params }) => ok(findAccount(params.id).admin)),

  route('put', '/admin/{id}', ({ auth, params, body }) => {
    const me = auth!;
    const record = findAccount(params.id);
    const target = record.admin;
    // Only these fields change; anything else a client sends (ids, timestamps) is ignored.
    const { name, email, role, status, password, displayName, photo } = body;
    const changes: Partial<Pick<Admin, 'name' | 'email' | 'role' | 'status'>> = {};
    if (name !== undefined) changes.name = name;
    if (email !== undefined) changes.email = normaliseEmail(email);
    if (role !== undefined) changes.role = role;
    if (status !== undefined) changes.status = status;

    const changesRole = changes.role !== undefined && changes.role !== target.role;
    const changesStatus = changes.status !== undefined && changes.status !== target.status;
    if (target._id === me.admin._id && (changesRole || changesStatus)) {
      throw new HttpError(409, 'You cannot change your own role or status');
    }
    assertSuperAdminRemains(target, { role: changes.role ?? target.role, status: changes.status ?? target.status });
    if (changes.email !== undefined) assertEmailFree(changes.email, target._id);

    Object.assign(target, changes, { updatedAt: nowIso() });
    setProfile(target, { displayName, photo });
    if (password !== undefined) record.password = password;
    // A new password, role or status ends every session the admin has (ADR 0001).
    if (password !== undefined || changesRole || changesStatus) revokeAdminSessions(target._id);
    recordActivity(accountActivity('admin-update', me.admin._id, target, accountFieldsChanged(body)));
    return ok(target, 'Admin updated successfully');
  }),

  route('delete', '/admin/{id}', ({ auth, params }) => {
    const me = auth!;
    const record = findAccount(params.id);
    if (record.admin._id === me.admin._id) throw new HttpError(409, 'You cannot delete your own account');
    assertSuperAdminRemains(record.admin, null);
    db.admins.splice(db.admins.indexOf(record), 1);
    recordActivity(accountActivity('admin-delete', me.admin._id, record.admin));
    return done('Admin deleted successfully');
  }),
];
