// Helpers every resource written as real rows shares: locking a parent, audit stamps, the single-active
// rule and row ids a client may keep (the list rules both sides apply are in @shared/contract/list-rules).
import type { Knex } from 'knex';
import { HttpError } from '@shared/contract/http-error';
import { auditOnUpdate, newId } from '../db/rows';

/** Locks and returns a parent row inside a transaction (a no-op lock on SQLite), or 404. */
export async function lockRow<Row extends object>(trx: Knex, table: string, id: string, notFound: string): Promise<Row> {
  const row = (await trx(table).where('id', id).forUpdate().first()) as Row | undefined;
  if (!row) throw new HttpError(404, notFound);
  return row;
}

/** Stamps a parent row as modified by the token's admin. */
export async function touch(trx: Knex, table: string, id: string, adminId: string) {
  await trx(table).where('id', id).update(auditOnUpdate(adminId));
}

/** Only one record of a kind is active: activating one deactivates the rest (same transaction). */
export async function keepSingleActive(trx: Knex, table: string, activeId: string) {
  await trx(table).whereNot('id', activeId).where('is_active', true).update({ is_active: false });
}

/**
 * Ids for items written as real rows: a client's `_id` is kept only when it names one of the parent's current
 * items (once); every other item gets a fresh id, so a client never picks or steals a row id.
 */
export function keepKnownIds<T extends { _id?: string }>(items: readonly T[], known: ReadonlySet<string>): (T & { _id: string })[] {
  const used = new Set<string>();
  return items.map((item) => {
    const id = item._id && known.has(item._id) && !used.has(item._id) ? item._id : newId();
    used.add(id);
    return { ...item, _id: id };
  });
}
