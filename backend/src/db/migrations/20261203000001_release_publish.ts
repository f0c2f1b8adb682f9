// What publishing a release keeps on it (ADR 0033): when and by whom, what stopped its last try (`failure`, JSON),
// and every record it changed as it was before (`base`, JSON), which undoing it writes back.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('releases', (t) => {
    t.string('published_at', 30);
    t.string('published_by', 24);
    t.text('failure', 'longtext');
    t.text('base', 'longtext');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('releases', (t) => {
    t.dropColumn('published_at');
    t.dropColumn('published_by');
    t.dropColumn('failure');
    t.dropColumn('base');
  });
}
