// What publishing a release keeps on it (ADR 0033): when it is to be published and by whom (`scheduled_*`), which
// instance claimed it when it was due and when (`claimed_*`), when and by whom it was published, what stopped its
// last try (`failure`, JSON), and every record it changed as it was before (`base`, JSON), which undoing it writes
// back; an undo and the release it undid name each other (`undoes`, `undone_by`).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('releases', (t) => {
    t.string('scheduled_at', 30);
    t.string('scheduled_by', 24);
    t.string('claimed_by', 64);
    t.string('claimed_at', 30);
    t.string('published_at', 30);
    t.string('published_by', 24);
    t.text('failure', 'longtext');
    t.text('base', 'longtext');
    t.string('undone_by', 24);
    t.string('undoes', 24);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('releases', (t) => {
    t.dropColumn('scheduled_at');
    t.dropColumn('scheduled_by');
    t.dropColumn('claimed_by');
    t.dropColumn('claimed_at');
    t.dropColumn('published_at');
    t.dropColumn('published_by');
    t.dropColumn('failure');
    t.dropColumn('base');
    t.dropColumn('undone_by');
    t.dropColumn('undoes');
  });
}
