import type { Knex } from 'knex';

export interface ListQuery {
  page?: unknown;
  limit?: unknown;
  isActive?: unknown;
}

/** One page of a query plus the totals, in the contract's `pagination` shape. */
export async function paginate<Row extends object, T>(query: Knex.QueryBuilder<Row>, params: ListQuery, map: (row: Row) => T | Promise<T>) {
  const page = Number(params.page ?? 1);
  const limit = Number(params.limit ?? 10);
  const counted = await query.clone().clearSelect().clearOrder().count({ n: '*' }).first();
  const total = Number((counted as { n?: number | string } | undefined)?.n ?? 0);
  const rows = (await query
    .clone()
    .offset((page - 1) * limit)
    .limit(limit)) as Row[];
  return {
    data: await Promise.all(rows.map(map)),
    pagination: { page, limit, total, pages: Math.ceil(total / limit) },
  };
}

/** A paginated list answer: `{ success, data, pagination }`. */
export const listReply = <T>(page: { data: T[]; pagination: { page: number; limit: number; total: number; pages: number } }) => ({
  status: 200,
  body: { success: true as const, ...page },
});
