// Case files uploaded with tus (ADR 0027): one row per upload, from its creation to its check, bound to a booking
// when the booking is sent; and the one-time tokens that tie a visitor's uploads together (stored hashed).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('case_upload_tokens', (t) => {
    t.string('token_hash', 64).primary();
    t.string('booking_id', 64).nullable();
    t.bigInteger('created_at').notNullable();
    t.index(['booking_id']);
  });
  await knex.schema.createTable('case_uploads', (t) => {
    t.string('id', 64).primary();
    t.string('token_hash', 64).notNullable();
    t.string('booking_id', 64).nullable();
    t.string('file_name', 255).notNullable();
    t.bigInteger('size').notNullable();
    t.string('state', 16).notNullable();
    t.string('kind', 16).nullable();
    t.string('mime_type', 100).nullable();
    t.string('sha256', 64).nullable();
    t.string('problem', 500).nullable();
    t.text('dicom').nullable();
    t.bigInteger('created_at').notNullable();
    t.string('completed_at', 30).nullable();
    /** When an instance started checking the complete file (claims the check). */
    t.bigInteger('check_claimed_at').nullable();
    /** When an instance started deleting the unbound upload (claims the deletion). */
    t.bigInteger('cleanup_claimed_at').nullable();
    t.index(['token_hash']);
    t.index(['booking_id']);
    t.index(['booking_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('case_uploads');
  await knex.schema.dropTable('case_upload_tokens');
}
