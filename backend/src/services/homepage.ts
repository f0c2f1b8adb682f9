import type { Knex } from 'knex';

// TODO(stub): filled in by the resource's implementation.
export async function insertHomepages(_trx: Knex, ..._records: unknown[]): Promise<void> {}
// TODO(stub): filled in by the resource's implementation.
export async function insertHomepageSettings(_trx: Knex, ..._records: unknown[]): Promise<void> {}
