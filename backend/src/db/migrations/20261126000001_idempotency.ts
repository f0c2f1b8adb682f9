// Retry-safe public submissions: the first answer to each Idempotency-Key, per operation. The row is written in
// the same transaction as the booking or message it answers, so a stored booking always has its key, and the
// retry after a lost answer replays it. Kept 24 hours (pruned hourly by the server).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.string('operation', 64).notNullable();
    // Keys are case-sensitive (MySQL would otherwise compare them case-insensitively; SQLite's default is binary).
    t.string('key', 255).notNullable().collate('utf8mb4_bin');
    t.string('fingerprint', 64).notNullable();
    t.integer('status').notNullable();
    t.text('response_body', 'mediumtext').notNullable();
    t.bigInteger('created_at').notNullable();
    t.unique(['operation', 'key']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
}
