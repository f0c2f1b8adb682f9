import type { Knex } from 'knex';

// TODO(stub): filled in by the resource's implementation.
export async function insertFooters(_trx: Knex, ..._records: unknown[]): Promise<void> {}
