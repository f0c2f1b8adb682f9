// Small conversions between rows and API objects, the same on MySQL and SQLite.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';

/** The ids a release's draft made, given back to it when it is made again (ADR 0033: the id plan). */
const idPlan = new AsyncLocalStorage<{ plan: string[]; made: string[] }>();

/** A new 24-hex id, the shape the demo data and the mocks use; inside `withIdPlan`, the plan's next one first. */
export function newId(): string {
  const ids = idPlan.getStore();
  const id = ids?.plan.shift() ?? randomBytes(12).toString('hex');
  ids?.made.push(id);
  return id;
}

/** Runs `work` with `plan` as the ids `newId()` hands out first (this request's only); answers every id it made. */
export async function withIdPlan(plan: readonly string[], work: () => Promise<unknown>): Promise<string[]> {
  const ids = { plan: [...plan], made: [] as string[] };
  await idPlan.run(ids, work);
  return ids.made;
}
export const nowIso = () => new Date().toISOString();

/** MySQL and SQLite both hand booleans back as 0/1. */
export const bool = (v: unknown) => v === true || v === 1 || v === '1';

export const parseJson = <T>(text: unknown, fallback: T): T => {
  if (text === null || text === undefined || text === '') return fallback;
  if (typeof text !== 'string') return text as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** Drops null columns so optional fields are absent rather than null (the contract has no nulls there). */
export function compact<T extends Record<string, unknown>>(obj: T): T {
  for (const key of Object.keys(obj)) if (obj[key] === null || obj[key] === undefined) delete obj[key];
  return obj;
}

export interface AuditRow {
  created_by: string | null;
  last_modified_by: string | null;
  created_at: string;
  last_modified_at: string;
}

export const auditFields = (row: AuditRow) =>
  compact({ createdBy: row.created_by, lastModifiedBy: row.last_modified_by, createdAt: row.created_at, lastModifiedAt: row.last_modified_at });

/** Audit columns for a new row: identity from the token (ADR 0013). */
export const auditOnCreate = (adminId: string | undefined) => {
  const now = nowIso();
  return { created_by: adminId ?? null, last_modified_by: adminId ?? null, created_at: now, last_modified_at: now };
};
export const auditOnUpdate = (adminId: string | undefined) => ({ last_modified_by: adminId ?? null, last_modified_at: nowIso() });

/** The audit columns of a record written whole, ids and audit included (the demo seed). */
export function seedAudit(
  r: { createdBy?: string; lastModifiedBy?: string; createdAt?: string; lastModifiedAt?: string },
  fallbackCreatedAt = new Date(0).toISOString(),
) {
  const createdAt = r.createdAt ?? fallbackCreatedAt;
  return {
    created_by: r.createdBy ?? null,
    last_modified_by: r.lastModifiedBy ?? null,
    created_at: createdAt,
    last_modified_at: r.lastModifiedAt ?? createdAt,
  };
}
