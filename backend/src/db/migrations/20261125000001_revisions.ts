// Revision history: one row per change of a content record (the whole record as JSON, who, when, which
// operation), written in the same transaction as the change. `seq` orders them exactly, even within one
// millisecond; `id` is what the API hands out.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('revisions', (t) => {
    t.increments('seq');
    t.string('id', 24).notNullable().unique();
    t.string('kind', 32).notNullable();
    t.string('record_id', 64).notNullable();
    t.string('record_title', 300).notNullable();
    t.string('operation', 16).notNullable();
    t.text('changed_fields').notNullable();
    t.text('snapshot', 'longtext').notNullable();
    t.string('created_by', 24);
    t.string('created_at', 30).notNullable();
    t.index(['kind', 'record_id', 'seq']);
    t.index(['kind', 'seq']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('revisions');
}
