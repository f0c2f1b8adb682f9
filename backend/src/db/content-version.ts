// Reading and raising the content version (migration 20261124000001): the one invalidation signal of the content
// cache across instances.
import type { Knex } from 'knex';

const ROW = 1;

/** The current content version (0 before the first change). */
export async function readContentVersion(db: Knex): Promise<number> {
  const row = (await db('content_version').where('id', ROW).first('version')) as { version: number | string } | undefined;
  return Number(row?.version ?? 0);
}

/** Raises the content version; call it in the transaction of the change, so both commit or neither does. */
export async function bumpContentVersion(trx: Knex): Promise<void> {
  const updated = await trx('content_version').where('id', ROW).increment('version', 1);
  if (!updated) await trx('content_version').insert({ id: ROW, version: 1 });
}
