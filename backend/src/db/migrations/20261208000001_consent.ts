// A visitor's choices on the site's trackers (ADR 0042): one row per choice, as a record of consent. It holds a
// random id, the two purposes' answers, the banner's version and the times, and nothing that names or locates the
// visitor (no address, no user agent): the cookie the visitor holds names the row, the row does not name the visitor.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('consent_records', (t) => {
    t.string('id', 32).primary();
    t.boolean('analytics').notNullable();
    t.boolean('marketing').notNullable();
    t.integer('banner_version').notNullable();
    t.string('created_at', 30).notNullable();
    t.string('expires_at', 30).notNullable();
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('consent_records');
}
