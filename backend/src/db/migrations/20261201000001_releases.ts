// Releases: named sets of content changes prepared ahead and published together (ADR 0033). `seq` orders them
// exactly, newest first, even within one millisecond; `id` is what the API hands out.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('releases', (t) => {
    t.increments('seq');
    t.string('id', 24).notNullable().unique();
    t.string('name', 120).notNullable();
    t.string('state', 16).notNullable();
    t.string('created_by', 24).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('updated_at', 30).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('releases');
}
