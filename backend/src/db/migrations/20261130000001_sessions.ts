// Sessions with a refresh side (ADR 0001): one family per sign-in, with its absolute end; each refresh token is
// stored hashed and marked used when it is rotated, so a second use is seen (and ends the family). An admin's
// token_version is raised when their password, role or status changes or they sign out everywhere: access
// tokens issued before no longer work.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admins', (t) => {
    t.integer('token_version').notNullable().defaultTo(0);
  });
  await knex.schema.createTable('session_families', (t) => {
    t.string('id', 64).primary();
    t.string('admin_id', 24).notNullable().references('id').inTable('admins').onDelete('CASCADE');
    t.bigInteger('created_at').notNullable();
    /** The absolute end: sign-in + SESSION_MAX_HOURS; no refresh goes past it. */
    t.bigInteger('expires_at').notNullable();
    t.bigInteger('revoked_at').nullable();
    t.index(['admin_id']);
  });
  await knex.schema.createTable('refresh_tokens', (t) => {
    t.string('token_hash', 64).primary();
    t.string('family_id', 64).notNullable().references('id').inTable('session_families').onDelete('CASCADE');
    t.bigInteger('created_at').notNullable();
    /** When it was rotated: a token presented again after this is a reuse. */
    t.bigInteger('used_at').nullable();
    t.index(['family_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('refresh_tokens');
  await knex.schema.dropTable('session_families');
  await knex.schema.alterTable('admins', (t) => {
    t.dropColumn('token_version');
  });
}
