// The blog's search through the database's own full-text index (ADR 0039). Each article keeps its searchable fields
// as search reads them (shared/contract/articles.ts's searchField: lowercase words, each after a space), written with
// the article: the title, the excerpt, the tags' names and the body's text. The index picks the candidates and SQL's
// instr() over these columns says, exactly as the shared rule does, which match and how relevant they are.
// MySQL: the columns compare byte for byte (utf8mb4_bin) under one FULLTEXT index. SQLite: an FTS5 table over
// them, with the articles table as its content, kept in step by triggers.
import type { Knex } from 'knex';
import { searchField } from '@shared/contract/articles';

const COLUMNS = ['search_title', 'search_excerpt', 'search_tags', 'search_body'] as const;
const isMysql = (knex: Knex) => knex.client.config.client === 'mysql2';

/** The FTS5 table and the triggers that keep it in step with the articles' rows (SQLite). */
const list = (prefix: string) => COLUMNS.map((c) => `${prefix}${c}`).join(', ');
const SQLITE_UP = [
  `CREATE VIRTUAL TABLE articles_search USING fts5(${list('')}, content='articles', content_rowid='rowid', tokenize='unicode61 remove_diacritics 0')`,
  `CREATE TRIGGER articles_search_insert AFTER INSERT ON articles BEGIN
     INSERT INTO articles_search(rowid, ${list('')}) VALUES (new.rowid, ${list('new.')});
   END`,
  `CREATE TRIGGER articles_search_delete AFTER DELETE ON articles BEGIN
     INSERT INTO articles_search(articles_search, rowid, ${list('')}) VALUES ('delete', old.rowid, ${list('old.')});
   END`,
  `CREATE TRIGGER articles_search_update AFTER UPDATE ON articles BEGIN
     INSERT INTO articles_search(articles_search, rowid, ${list('')}) VALUES ('delete', old.rowid, ${list('old.')});
     INSERT INTO articles_search(rowid, ${list('')}) VALUES (new.rowid, ${list('new.')});
   END`,
];

/** Fills the new columns of the articles already there, from their title, excerpt, tags and body text. */
async function fillSearchColumns(knex: Knex) {
  const articles = await knex<{ id: string; title: string; excerpt: string; body_text: string }>('articles').select('id', 'title', 'excerpt', 'body_text');
  for (const a of articles) {
    const tags = await knex<{ name: string }>('article_tags').where('article_id', a.id).orderBy('position').pluck('name');
    await knex('articles')
      .where('id', a.id)
      .update({
        search_title: searchField(a.title),
        search_excerpt: searchField(a.excerpt),
        search_tags: searchField(tags.join(' ')),
        search_body: searchField(a.body_text),
      });
  }
}

export async function up(knex: Knex): Promise<void> {
  const mysql = isMysql(knex);
  await knex.schema.alterTable('articles', (t) => {
    for (const column of COLUMNS) {
      // Nullable, as MySQL gives a TEXT column no default; every write fills them.
      const added = column === 'search_body' ? t.text(column, 'longtext') : t.text(column);
      if (mysql) added.collate('utf8mb4_bin');
    }
  });
  await fillSearchColumns(knex);
  if (mysql) {
    await knex.schema.alterTable('articles', (t) => t.index([...COLUMNS], 'articles_search', { indexType: 'FULLTEXT' }));
  } else {
    for (const statement of SQLITE_UP) await knex.raw(statement);
    await knex.raw(`INSERT INTO articles_search(articles_search) VALUES ('rebuild')`);
  }
}

export async function down(knex: Knex): Promise<void> {
  if (isMysql(knex)) {
    await knex.schema.alterTable('articles', (t) => t.dropIndex([...COLUMNS], 'articles_search'));
  } else {
    for (const trigger of ['insert', 'delete', 'update']) await knex.raw(`DROP TRIGGER IF EXISTS articles_search_${trigger}`);
    await knex.raw('DROP TABLE IF EXISTS articles_search');
  }
  await knex.schema.alterTable('articles', (t) => t.dropColumns(...COLUMNS));
}
