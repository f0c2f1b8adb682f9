// The activity log: one row per content change, sign-in, failed sign-in, sign-out, admin account change and
// booking status change. Names are not stored: they are looked up when the log is read, so a renamed admin
// shows under the new name.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('activity_events', (t) => {
    t.increments('seq');
    t.string('id', 24).notNullable().unique();
    t.string('category', 16).notNullable();
    t.string('action', 24).notNullable();
    t.string('summary', 600).notNullable();
    t.string('admin_id', 24);
    t.string('email', 254);
    t.string('record_kind', 32);
    t.string('record_id', 64);
    t.string('created_at', 30).notNullable();
    t.index(['category', 'seq']);
    t.index(['admin_id', 'seq']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('activity_events');
}
