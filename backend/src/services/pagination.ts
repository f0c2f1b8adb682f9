import type { Knex } from 'knex';
import { pageOf, paginationOf } from '@shared/contract/list-rules';

export interface ListQuery {
  page?: unknown;
  limit?: unknown;
  isActive?: unknown;
}

/** One page of a query plus the totals, in the contract's `pagination` shape. */
export async function paginate<Row extends object, T>(query: Knex.QueryBuilder<Row>, params: ListQuery, map: (row: Row) => T | Promise<T>) {
  const { page, limit, offset } = pageOf(params);
  const counted = await query.clone().clearSelect().clearOrder().count({ n: '*' }).first();
  const total = Number((counted as { n?: number | string } | undefined)?.n ?? 0);
  const rows = (await query.clone().offset(offset).limit(limit)) as Row[];
  return {
    data: await Promise.all(rows.map(map)),
    pagination: paginationOf(page, limit, total),
  };
}

/** A paginated list answer: `{ success, data, pagination }`. */
export const listReply = <T>(page: { data: T[]; pagination: { page: number; limit: number; total: number; pages: number } }) => ({
  status: 200,
  body: { success: true as const, ...page },
});
