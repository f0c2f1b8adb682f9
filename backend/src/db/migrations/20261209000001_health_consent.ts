// Explicit consent to process health data (ADR 0043): every version of the text a visitor agrees to is kept, so what
// was agreed to can always be shown; a booking (and a chat) keeps the version its visitor ticked and when.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('health_consent_texts', (t) => {
    t.integer('version').primary();
    t.text('text').notNullable();
    t.string('created_by', 64).nullable();
    t.string('created_at', 30).notNullable();
  });
  for (const table of ['bookings', 'chat_conversations']) {
    await knex.schema.alterTable(table, (t) => {
      t.integer('health_consent_version').nullable();
      t.string('health_consent_at', 30).nullable();
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['bookings', 'chat_conversations']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('health_consent_version');
      t.dropColumn('health_consent_at');
    });
  }
  await knex.schema.dropTable('health_consent_texts');
}
