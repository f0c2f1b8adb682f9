// Rules of a list that the server's services and the mocks' handlers both apply, whatever holds the records: which
// page a query asks for and the `pagination` block that answers it, the reorder check, and the toggle's message.
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';

type Pagination = components['schemas']['Pagination'];

/** The page a list query asks for (validation already coerced `page` and `limit`; the defaults are the contract's). */
export function pageOf(query: { page?: unknown; limit?: unknown }): { page: number; limit: number; offset: number } {
  const page = Number(query.page ?? 1);
  const limit = Number(query.limit ?? 10);
  return { page, limit, offset: (page - 1) * limit };
}

/** The answer's `pagination` block for `total` records. */
export const paginationOf = (page: number, limit: number, total: number): Pagination => ({ page, limit, total, pages: Math.ceil(total / limit) });

/** A reorder must list each existing item exactly once (400 naming `field` otherwise). */
export function assertSameIds(given: readonly string[], existing: readonly string[], field: string, message: string) {
  const known = new Set(existing);
  if (given.length !== known.size || new Set(given).size !== given.length || !given.every((id) => known.has(id))) {
    throw new HttpError(400, message, [{ field, message: 'must list each existing item exactly once' }]);
  }
}

/** What a toggle answers: `Header activated successfully!`. */
export const toggledMessage = (label: string, active: boolean) => `${label} ${active ? 'activated' : 'deactivated'} successfully!`;
