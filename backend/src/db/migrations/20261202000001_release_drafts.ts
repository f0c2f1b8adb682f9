// A release's drafts (ADR 0033): each is a content write kept for later, as the call to make again (its operation,
// parameters and body), the ids it made the first time and the records it changed, before and after. `seq` orders a
// release's drafts exactly, as they were made.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('release_drafts', (t) => {
    t.increments('seq');
    t.string('id', 24).notNullable().unique();
    t.string('release_id', 24).notNullable().index();
    t.string('operation', 80).notNullable();
    t.text('params').notNullable();
    t.text('query').notNullable();
    t.text('body', 'longtext');
    t.text('ids').notNullable();
    t.string('kind', 32).notNullable();
    t.text('records', 'longtext').notNullable();
    t.string('created_by', 24).notNullable();
    t.string('created_at', 30).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('release_drafts');
}
