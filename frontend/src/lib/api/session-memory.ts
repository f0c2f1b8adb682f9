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

/** Stores a token the server just issued, its admin, and when it was issued. */
export function writeSession(token: string, admin: Admin) {
  storage()?.setItem(STORAGE_KEYS.token, token);
  writeAdmin(admin);
  storage()?.setItem(STORAGE_KEYS.validatedAt, String(Date.now()));
}

/** Replaces the stored admin (e.g. a fresh profile) without touching the token. */
export function writeAdmin(admin: Admin) {
  storage()?.setItem(STORAGE_KEYS.admin, JSON.stringify(admin));
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

/** When the stored token was last issued or validated by the server (0 when unknown). */
export function lastValidatedAt(): number {
  return Number(storage()?.getItem(STORAGE_KEYS.validatedAt) ?? 0);
}

/** The auth-init marker: set while a tab validates the stored session, so tabs don't validate at once. */
export const authInitMarker = {
  read: (): number => Number(storage()?.getItem(STORAGE_KEYS.initMarker) ?? 0),
  set: (now = Date.now()) => storage()?.setItem(STORAGE_KEYS.initMarker, String(now)),
  clear: () => storage()?.removeItem(STORAGE_KEYS.initMarker),
};

export function lastClearedAt(): number {
  return Number(storage()?.getItem(STORAGE_KEYS.clearedAt) ?? 0);
}
