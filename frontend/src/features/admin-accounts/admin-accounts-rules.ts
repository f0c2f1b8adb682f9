// The Admin Accounts screen's rules and texts (ADRs 0015 and 0016). docs/product/messages.md gives this screen no texts of its
// own, so the messages here are the screen's choice, except the password and email rules, which are the
// login form's (reused from login-validation).
import type { components } from '@shared/contract/schema';
import { validateLogin } from '@/platform/auth/login-validation';

type S = components['schemas'];
export type Admin = S['Admin'];
export type AdminRole = S['AdminRole'];
export type AdminStatus = S['AdminStatus'];

export const PAGE_SIZE = 10;
/** The largest page the server gives (Limit parameter maximum): used to count super admins across pages. */
export const MAX_PAGE_SIZE = 100;
/** From the Admin, AdminCreate and Password schemas. */
export const LIMITS = { name: 100, email: 254, password: 128 } as const;

export const ROLES: readonly AdminRole[] = ['super_admin', 'admin'];
export const STATUSES: readonly AdminStatus[] = ['active', 'inactive', 'suspended'];
export const ROLE_LABEL: Record<AdminRole, string> = { super_admin: 'Super Admin', admin: 'Admin' };
export const STATUS_LABEL: Record<AdminStatus, string> = { active: 'Active', inactive: 'Inactive', suspended: 'Suspended' };
export const STATUS_VARIANT: Record<AdminStatus, string> = { active: 'success', inactive: 'secondary', suspended: 'warning' };

export const TEXTS = {
  superAdminOnly: 'Only a super admin can manage admin accounts.',
  ownAccountLocked: 'You cannot change your own account',
  lastSuperAdminLocked: 'At least one active super admin must remain',
  nameRequired: 'Name is required',
  created: 'Admin account created successfully.',
  createFailed: 'Failed to create admin account.',
  roleUpdated: 'Admin role updated successfully.',
  roleFailed: 'Failed to update admin role.',
  statusUpdated: 'Admin status updated successfully.',
  statusFailed: 'Failed to update admin status.',
  deleted: 'Admin account deleted successfully.',
  deleteFailed: 'Failed to delete admin account.',
  loadFailed: 'Failed to load admin accounts.',
} as const;

export interface AdminDraft {
  name: string;
  email: string;
  password: string;
  role: AdminRole;
  status: AdminStatus;
}

export const newAdminDraft = (): AdminDraft => ({ name: '', email: '', password: '', role: 'admin', status: 'active' });

export type DraftErrors = Partial<Record<'name' | 'email' | 'password', string>>;

/** Name required; email and password with the login form's rules and messages. */
export function validateDraft(draft: AdminDraft): DraftErrors {
  const errors: DraftErrors = { ...validateLogin(draft.email, draft.password) };
  if (!draft.name.trim()) errors.name = TEXTS.nameRequired;
  return errors;
}

export const hasErrors = (e: DraftErrors) => Object.values(e).some(Boolean);

export const toAdminCreate = (d: AdminDraft): S['AdminCreate'] => ({
  name: d.name.trim(),
  email: d.email.trim(),
  password: d.password,
  role: d.role,
  status: d.status,
});

export const isActiveSuperAdmin = (a: Pick<Admin, 'role' | 'status'>) => a.role === 'super_admin' && a.status === 'active';

/**
 * Why an account's role, status and delete controls are locked (none: unlocked): never your own account, never
 * the last active super admin (the server refuses both as well). An unknown count locks super admins until known.
 */
export function lockReasons(account: Admin, myId: string | undefined, activeSuperAdmins: number | undefined): string[] {
  const reasons: string[] = [];
  if (account._id === myId) reasons.push(TEXTS.ownAccountLocked);
  if (isActiveSuperAdmin(account) && (activeSuperAdmins ?? 0) <= 1) reasons.push(TEXTS.lastSuperAdminLocked);
  return reasons;
}
