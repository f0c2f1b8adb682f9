// Where the admin session lives in the browser (spec section 6: keys adminToken and adminData).
import type { components } from '@contract/schema';

export type Admin = components['schemas']['Admin'];

export const STORAGE_KEYS = {
  token: 'adminToken',
  admin: 'adminData',
  validatedAt: 'adminTokenValidatedAt',
  clearedAt: 'authClearedAt',
  initMarker: 'authInitAt',
} as const;

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function readToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.token) ?? null;
}

/** The stored admin, or null; corrupt data is cleared (spec section 4). */
export function readAdmin(): Admin | null {
  const raw = storage()?.getItem(STORAGE_KEYS.admin);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Admin;
    if (parsed && typeof parsed === 'object' && typeof parsed._id === 'string') return parsed;
  } catch {
    // fall through
  }
  storage()?.removeItem(STORAGE_KEYS.admin);
  return null;
}

export function writeSession(token: string, admin: Admin) {
  storage()?.setItem(STORAGE_KEYS.token, token);
  storage()?.setItem(STORAGE_KEYS.admin, JSON.stringify(admin));
  storage()?.setItem(STORAGE_KEYS.validatedAt, String(Date.now()));
}

/** Clears the token, admin data and validation timestamp, and records when it happened. */
export function clearSession(now = Date.now()) {
  const s = storage();
  if (!s) return;
  s.removeItem(STORAGE_KEYS.token);
  s.removeItem(STORAGE_KEYS.admin);
  s.removeItem(STORAGE_KEYS.validatedAt);
  s.setItem(STORAGE_KEYS.clearedAt, String(now));
}

export function lastClearedAt(): number {
  return Number(storage()?.getItem(STORAGE_KEYS.clearedAt) ?? 0);
}
