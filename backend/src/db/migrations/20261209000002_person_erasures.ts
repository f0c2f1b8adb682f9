// The files an erase of one person's data (ADR 0043) still has to delete from storage, once its rows are gone: each
// named only by where it lives and its key (never the address, a name or a file name), with its tries, so that any
// instance retries it, the one started after a stopped one included, until the file is gone and its row with it.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('person_erasure_files', (t) => {
    t.string('id', 24).primary();
    /** Which erase recorded it: its answer counts the files still pending. */
    t.string('erasure_id', 24).notNullable();
    /** 'case-upload' (an upload of the case-file store, by its id) or 'stored-file' (a storage key). */
    t.string('storage', 16).notNullable();
    t.string('storage_key', 300).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('last_error', 300);
    /** When it may be tried next (ms); a try claims the row until claimed_until. */
    t.bigInteger('next_attempt_at').notNullable();
    t.bigInteger('claimed_until');
    t.string('created_at', 30).notNullable();
    t.index(['next_attempt_at']);
    t.index(['erasure_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('person_erasure_files');
}
