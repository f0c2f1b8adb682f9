import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { compact } from '../db/rows';

export type Admin = components['schemas']['Admin'];

export interface AdminRow {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  role: Admin['role'];
  status: Admin['status'];
  /** The name visitors see on the admin's articles (null: the account's name). */
  display_name?: string | null;
  /** A media-library image's url. */
  photo?: string | null;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
  /** Raised when the admin's sessions are revoked: access tokens carrying an older one stop working. */
  token_version?: number;
}

export const toAdmin = (row: AdminRow): Admin =>
  compact({
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    displayName: row.display_name || undefined,
    photo: row.photo || undefined,
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }) as Admin;

export async function findAdminRow(db: Knex, id: string): Promise<AdminRow | undefined> {
  return db<AdminRow>('admins').where('id', id).first();
}

/** Every admin's name by id, for answers that show who created or changed a record. */
export async function adminNames(db: Knex): Promise<Map<string, string>> {
  const rows = await db<AdminRow>('admins').select('id', 'name');
  return new Map(rows.map((r) => [r.id, r.name]));
}
