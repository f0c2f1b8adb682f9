// The site's content per language (ADR 0044): each record's texts in every language but the default, one row per
// record and language, its texts by key (shared/contract/translations.ts) as JSON text. A record's own columns keep
// its default-language texts, so a site with one language reads nothing here. The languages themselves are a field
// of the settings document (homepage_settings.data).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_translations', (t) => {
    t.string('kind', 40).notNullable();
    t.string('record_id', 24).notNullable();
    t.string('lang', 3).notNullable();
    /** JSON text: { [key]: text }, only keys with a value. */
    t.text('texts', 'mediumtext').notNullable();
    t.string('last_modified_by', 24);
    t.string('last_modified_at', 30).notNullable();
    t.primary(['kind', 'record_id', 'lang']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('content_translations');
}
