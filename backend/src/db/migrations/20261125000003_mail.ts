// Email: the notification settings (one row) and the outbox. A booking or message writes its emails into the
// outbox in its own transaction, so none is lost; a sender on each instance claims and sends them, retrying
// failures with a growing wait, and the Inbox shows how each one went.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notification_settings', (t) => {
    t.integer('id').primary();
    t.text('recipients').notNullable();
    t.boolean('notify_on_booking').notNullable();
    t.boolean('notify_on_message').notNullable();
    t.boolean('confirm_bookings').notNullable();
    t.string('last_modified_by', 24);
    t.string('last_modified_at', 30);
  });
  await knex.schema.createTable('mail_outbox', (t) => {
    t.string('id', 24).primary();
    t.string('kind', 32).notNullable();
    t.string('subject_type', 16).notNullable(); // 'booking' | 'message'
    t.string('subject_id', 24).notNullable();
    t.text('recipients').notNullable();
    t.string('mail_subject', 300).notNullable();
    t.text('body', 'longtext').notNullable();
    t.string('status', 16).notNullable();
    t.integer('attempts').notNullable();
    t.string('last_error', 500);
    t.bigInteger('next_attempt_at').notNullable();
    t.bigInteger('claimed_until');
    t.string('sent_at', 30);
    t.string('created_at', 30).notNullable();
    t.index(['status', 'next_attempt_at']);
    t.index(['subject_type', 'subject_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_outbox');
  await knex.schema.dropTable('notification_settings');
}
