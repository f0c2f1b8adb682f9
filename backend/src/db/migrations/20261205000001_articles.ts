// The blog's articles, their tags and every slug they have had. The body is a rich-text document kept as JSON in a long text column (MySQL's
// TEXT stops at 64 KB), beside its plain text for search; tags are rows so a tag's page and its count are queries.
import type { Knex } from 'knex';

const ts = (t: Knex.CreateTableBuilder, name: string) => t.string(name, 30);
const longText = (t: Knex.CreateTableBuilder, name: string) => t.text(name, 'longtext');

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('articles', (t) => {
    t.string('id', 24).primary();
    t.string('title', 150).notNullable();
    t.string('slug', 120).notNullable().unique();
    t.string('excerpt', 300).notNullable();
    longText(t, 'body').notNullable();
    longText(t, 'body_text').notNullable();
    t.string('cover_url', 300);
    t.string('cover_alt', 300);
    t.string('author_id', 24).notNullable();
    ts(t, 'published_at').notNullable();
    t.boolean('is_active').notNullable();
    t.text('seo');
    t.integer('reading_minutes').notNullable();
    t.string('created_by', 24);
    t.string('last_modified_by', 24);
    ts(t, 'created_at').notNullable();
    ts(t, 'last_modified_at').notNullable();
    t.index(['is_active', 'published_at']);
  });
  await knex.schema.createTable('article_tags', (t) => {
    // Cascades, so a restore's or an undo's removal of the article row (services/revisions.ts) takes its tags too.
    t.string('article_id', 24).notNullable().references('id').inTable('articles').onDelete('CASCADE');
    t.string('slug', 120).notNullable();
    t.string('name', 40).notNullable();
    t.integer('position').notNullable();
    t.primary(['article_id', 'slug']);
    t.index(['slug']);
  });
  // Every slug an article has had, kept when it is renamed or deleted (no foreign key, so a deleted article's slugs
  // stay): an earlier slug finds the article, a deleted one's answers 410, and no other article takes one.
  await knex.schema.createTable('article_slugs', (t) => {
    t.string('slug', 120).primary();
    t.string('article_id', 24).notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('article_slugs');
  await knex.schema.dropTableIfExists('article_tags');
  await knex.schema.dropTableIfExists('articles');
}
