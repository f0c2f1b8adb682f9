// Small pieces every mock resource shares: pagination, lookups, audit stamps, the single-active rule and
// per-address rate limits.
import type { components } from '@shared/contract/schema';
import { PUBLIC_WRITE_LIMIT, RATE_LIMIT_MESSAGE } from '@shared/contract/messages';
import type { AuthContext } from '../auth';
import { db, newId, nowIso } from '../db';
import { HttpError } from '@shared/contract/http-error';
import { pageOf, paginationOf, toggledMessage } from '@shared/contract/list-rules';
import { withIds as withNewIds } from '@shared/contract/new-records';

type Pagination = components['schemas']['Pagination'];

export function paginate<T>(items: T[], query: Record<string, unknown>): { data: T[]; pagination: Pagination } {
  const { page, limit, offset } = pageOf(query);
  return { data: items.slice(offset, offset + limit), pagination: paginationOf(page, limit, items.length) };
}

/** A paginated list answer: `{ success, data, pagination }`. */
export const listReply = <T>(items: T[], query: Record<string, unknown>) => ({ status: 200, body: { success: true as const, ...paginate(items, query) } });

export function filterActive<T extends { isActive?: boolean }>(items: T[], query: Record<string, unknown>): T[] {
  return typeof query.isActive === 'boolean' ? items.filter((i) => (i.isActive ?? true) === query.isActive) : items;
}

export function findById<T extends { _id?: string }>(items: T[], id: string, label: string): T {
  const found = items.find((i) => i._id === id);
  if (!found) throw new HttpError(404, `${label} not found`);
  return found;
}

export function removeById<T extends { _id?: string }>(items: T[], id: string, label: string): T {
  const index = items.findIndex((i) => i._id === id);
  if (index < 0) throw new HttpError(404, `${label} not found`);
  return items.splice(index, 1)[0];
}

interface Audited {
  createdBy?: string;
  lastModifiedBy?: string;
  createdAt?: string;
  lastModifiedAt?: string;
}

/** Identity comes from the token, never from the body (ADR 0013). */
export function stampCreated<T extends object>(record: T, auth: AuthContext | undefined): T & Audited & { _id: string } {
  const now = nowIso();
  const clean = { ...record } as T & Audited & { _id: string };
  delete clean.lastModifiedAt;
  return Object.assign(clean, { _id: newId(), createdBy: auth?.admin._id, lastModifiedBy: auth?.admin._id, createdAt: now, lastModifiedAt: now });
}

export function stampUpdated<T extends Audited>(record: T, auth: AuthContext | undefined): T {
  record.lastModifiedBy = auth?.admin._id;
  record.lastModifiedAt = nowIso();
  return record;
}

/** Applies a client's changes onto a stored record, ignoring identity and audit fields it may carry. */
export function applyChanges<T extends object>(record: T, changes: object | undefined, auth: AuthContext | undefined): T {
  return stampUpdated(mergeItem(record, changes ?? {}) as T & Audited, auth);
}

/** Merges a client's changes into a stored record or nested item, ignoring its id and audit fields. */
export function mergeItem<T extends object>(item: T, changes: object): T {
  const rest: Record<string, unknown> = { ...changes };
  for (const key of ['_id', 'createdBy', 'lastModifiedBy', 'createdAt', 'lastModifiedAt']) delete rest[key];
  return Object.assign(item, rest);
}

/** Only one record of a kind is active: activating one deactivates the rest. */
export function keepSingleActive<T extends { _id: string; isActive?: boolean }>(items: T[], active: T) {
  if (active.isActive === false) return;
  for (const item of items) if (item._id !== active._id) item.isActive = false;
}

/** Gives nested items without an id a fresh one. */
export const withIds = <T extends { _id?: string }>(items: T[] | undefined) => withNewIds(items, newId);

/** Renumbers `order` from 1 in list order. */
export function renumber<T extends { order?: number }>(items: T[]): T[] {
  items.forEach((item, i) => (item.order = i + 1));
  return items;
}

/** Public writes are rate-limited per address (ADR 0017). */
export function rateLimit(bucket: string, clientKey: string, limit: { maxRequests: number; windowMs: number } = PUBLIC_WRITE_LIMIT) {
  const key = `${bucket}:${clientKey}`;
  const now = Date.now();
  const hits = (db.publicWrites.get(key) ?? []).filter((t) => now - t < limit.windowMs);
  if (hits.length >= limit.maxRequests) throw new HttpError(429, RATE_LIMIT_MESSAGE);
  hits.push(now);
  db.publicWrites.set(key, hits);
}

export const byOrder = <T extends { order?: number }>(a: T, b: T) => (a.order ?? 0) - (b.order ?? 0);

/** Flips a record's isActive, keeps it the only active one of its kind, and says what happened. */
export function toggleActive<T extends { _id: string; isActive?: boolean } & Audited>(items: T[], record: T, auth: AuthContext | undefined, label: string) {
  record.isActive = !record.isActive;
  keepSingleActive(items, record);
  stampUpdated(record, auth);
  return toggledMessage(label, !!record.isActive);
}
