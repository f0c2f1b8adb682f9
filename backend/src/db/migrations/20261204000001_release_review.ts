// A release's review (ADR 0033): its last submission and the super admin's decision (`review`, JSON), and the
// release settings (one row): whether regular admins may publish without review. The emails of a review go in the
// mail outbox with the subject type 'release'.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('releases', (t) => {
    t.text('review');
  });
  await knex.schema.createTable('release_settings', (t) => {
    t.integer('id').primary();
    t.boolean('regular_admins_may_publish').notNullable().defaultTo(false);
    t.string('last_modified_by', 24);
    t.string('last_modified_at', 30);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('release_settings');
  await knex.schema.alterTable('releases', (t) => {
    t.dropColumn('review');
  });
}
