// The content version: one row whose number every write to public content raises in its own transaction. Each
// instance's content cache compares it at most once a second, so a change made on one instance reaches the
// others' cached pages within a second, without a query per request.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_version', (t) => {
    t.integer('id').primary();
    t.bigInteger('version').notNullable();
  });
  await knex('content_version').insert({ id: 1, version: 0 });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('content_version');
}
