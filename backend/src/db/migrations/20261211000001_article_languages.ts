// The blog's search in each language (ADR 0044): beside an article's own search columns (its default language,
// migration 20261206000001_article_search), one row per article and language it has texts in, with the search fields
// of its texts there and the default's where it has none (shared/contract/articles.ts's searchFieldsIn). A search in a
// language reads an article's row in it, else its own columns. The rows are written with the article and with each of
// its translations, in the same transaction (services/article-languages.ts), under the same full-text index as the
// articles': a FULLTEXT index on MySQL, an FTS5 table kept in step by triggers on SQLite.
import type { Knex } from 'knex';
import { searchFieldsIn } from '@shared/contract/articles';

const TABLE = 'article_search_texts';
const COLUMNS = ['search_title', 'search_excerpt', 'search_tags', 'search_body'] as const;
const isMysql = (knex: Knex) => knex.client.config.client === 'mysql2';

const list = (prefix: string) => COLUMNS.map((c) => `${prefix}${c}`).join(', ');
const SQLITE_UP = [
  `CREATE VIRTUAL TABLE ${TABLE}_fts USING fts5(${list('')}, content='${TABLE}', content_rowid='rowid', tokenize='unicode61 remove_diacritics 0')`,
  `CREATE TRIGGER ${TABLE}_insert AFTER INSERT ON ${TABLE} BEGIN
     INSERT INTO ${TABLE}_fts(rowid, ${list('')}) VALUES (new.rowid, ${list('new.')});
   END`,
  `CREATE TRIGGER ${TABLE}_delete AFTER DELETE ON ${TABLE} BEGIN
     INSERT INTO ${TABLE}_fts(${TABLE}_fts, rowid, ${list('')}) VALUES ('delete', old.rowid, ${list('old.')});
   END`,
  `CREATE TRIGGER ${TABLE}_update AFTER UPDATE ON ${TABLE} BEGIN
     INSERT INTO ${TABLE}_fts(${TABLE}_fts, rowid, ${list('')}) VALUES ('delete', old.rowid, ${list('old.')});
     INSERT INTO ${TABLE}_fts(rowid, ${list('')}) VALUES (new.rowid, ${list('new.')});
   END`,
];

/** The rows of the articles' translations already stored. */
async function fill(knex: Knex) {
  const rows = await knex<{ record_id: string; lang: string; texts: string }>('content_translations').where('kind', 'article');
  for (const row of rows) {
    const a = await knex<Record<(typeof COLUMNS)[number], string | null>>('articles')
      .where('id', row.record_id)
      .first(...COLUMNS);
    if (!a) continue;
    const fields = searchFieldsIn(
      { title: a.search_title ?? '', excerpt: a.search_excerpt ?? '', tags: a.search_tags ?? '', body: a.search_body ?? '' },
      JSON.parse(row.texts) as Record<string, string>,
    );
    await knex(TABLE).insert({
      article_id: row.record_id,
      lang: row.lang,
      search_title: fields.title,
      search_excerpt: fields.excerpt,
      search_tags: fields.tags,
      search_body: fields.body,
    });
  }
}

export async function up(knex: Knex): Promise<void> {
  const mysql = isMysql(knex);
  await knex.schema.createTable(TABLE, (t) => {
    t.string('article_id', 24).notNullable();
    t.string('lang', 3).notNullable();
    for (const column of COLUMNS) {
      const added = column === 'search_body' ? t.text(column, 'longtext') : t.text(column);
      if (mysql) added.collate('utf8mb4_bin');
    }
    t.primary(['article_id', 'lang']);
  });
  if (mysql) await knex.schema.alterTable(TABLE, (t) => t.index([...COLUMNS], `${TABLE}_fulltext`, { indexType: 'FULLTEXT' }));
  else for (const statement of SQLITE_UP) await knex.raw(statement);
  await fill(knex);
}

export async function down(knex: Knex): Promise<void> {
  if (!isMysql(knex)) {
    for (const trigger of ['insert', 'delete', 'update']) await knex.raw(`DROP TRIGGER IF EXISTS ${TABLE}_${trigger}`);
    await knex.raw(`DROP TABLE IF EXISTS ${TABLE}_fts`);
  }
  await knex.schema.dropTableIfExists(TABLE);
}
