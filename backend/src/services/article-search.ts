// The blog's search in SQL (ADR 0039). The database's full-text index (migration 20261206000001_article_search)
// picks the candidates: FTS5 on SQLite, a FULLTEXT index on MySQL. Which candidates match, and how relevant each
// is, the shared rule says (shared/contract/articles.ts: a word starts a word of a field; the fields' weights summed),
// computed here with instr() over the search columns, which both databases read alike, so that they and the mocks
// answer one order. The engines' own scores (MATCH's, bm25) differ between them and are not used. A search in another
// language (ADR 0044) reads an article's row of article_search_texts in it, where it has one (its texts there, the
// default's where it has none: article-languages.ts writes them), else its own columns; each under its own index.
import type { Knex } from 'knex';
import { SEARCH_FIELDS, SEARCH_WEIGHTS, searchNeedle, type SearchField } from '@shared/contract/articles';

/** The column each search field is stored in, in the order the full-text index lists them. */
export const SEARCH_COLUMNS: Record<SearchField, string> = {
  title: 'search_title',
  excerpt: 'search_excerpt',
  tags: 'search_tags',
  body: 'search_body',
};
const indexed = (table: string) =>
  Object.values(SEARCH_COLUMNS)
    .map((c) => `${table}.${c}`)
    .join(', ');
/** The alias of an article's row of search fields in the language searched. */
const IN_LANGUAGE = 'search_in_language';

/** The search columns' values from an article's search fields (shared/contract/articles.ts's searchFields). */
export const searchColumns = (fields: Record<SearchField, string>) => Object.fromEntries(SEARCH_FIELDS.map((f) => [SEARCH_COLUMNS[f], fields[f]]));

/** A search field as SQL: the article's own column, or in a language its row's there where it has one. */
const column = (field: SearchField, lang: string | undefined) =>
  lang ? `coalesce(${IN_LANGUAGE}.${SEARCH_COLUMNS[field]}, articles.${SEARCH_COLUMNS[field]})` : `articles.${SEARCH_COLUMNS[field]}`;

/** `field holds the word` as SQL: the needle (the word after a space) is in the column. */
const holds = (field: SearchField, lang: string | undefined) => `instr(${column(field, lang)}, ?) > 0`;

interface FullTextLimits {
  minToken: number;
  maxToken: number;
  stopwords: readonly string[];
}

const limitsByServer = new WeakMap<object, Promise<FullTextLimits>>();

/** What InnoDB's FULLTEXT index leaves out (words shorter or longer than its limits, its stopwords), read once per pool. */
function fullTextLimits(db: Knex): Promise<FullTextLimits> {
  const key = db.client.config as object;
  let limits = limitsByServer.get(key);
  if (!limits) {
    limits = (async () => {
      const [[v]] = (await db.raw(
        'SELECT @@innodb_ft_min_token_size AS minToken, @@innodb_ft_max_token_size AS maxToken, @@innodb_ft_enable_stopword AS stop, @@innodb_ft_server_stopword_table AS stopTable',
      )) as [[{ minToken: number; maxToken: number; stop: number; stopTable: string | null }]];
      const table = v.stopTable
        ? v.stopTable
            .split('/')
            .map((p) => `\`${p.replace(/`/g, '')}\``)
            .join('.')
        : 'information_schema.INNODB_FT_DEFAULT_STOPWORD';
      const stopwords = Number(v.stop)
        ? ((await db.raw(`SELECT value FROM ${table}`)) as [{ value: string }[]])[0].map((r) => String(r.value).toLowerCase())
        : [];
      return { minToken: Number(v.minToken), maxToken: Number(v.maxToken), stopwords };
    })();
    limits.catch(() => limitsByServer.delete(key));
    limitsByServer.set(key, limits);
  }
  return limits;
}

/**
 * Whether InnoDB's index finds every word `word` starts: not when the word is shorter than the index's shortest
 * word, as none of its length is kept ('3d', 'x'), nor when a stopword starts with it ('wit' starts 'with', which
 * the index leaves out), nor when it holds a character the index's parser may split words at. Those words are
 * found by instr() alone.
 */
function indexFinds(word: string, limits: FullTextLimits): boolean {
  const length = [...word].length;
  return length >= limits.minToken && length <= limits.maxToken && /^[\p{L}\p{Nd}]+$/u.test(word) && !limits.stopwords.some((s) => s.startsWith(word));
}

export interface ArticleSearch {
  /** Narrows a query of `articles` to the search's matches. */
  where(q: Knex.QueryBuilder): void;
  /** The relevance, as the column `search_score`. */
  score: Knex.Raw;
}

/**
 * The conditions and the relevance of a search for `words` (searchWords of the query: at least one); `lang`, another
 * of the site's languages than the default, whose texts it reads (the default's code reads the same as none: no
 * article has a row in it).
 */
export async function articleSearch(db: Knex, words: readonly string[], lang?: string): Promise<ArticleSearch> {
  const needles = words.map(searchNeedle);
  // The index's candidates: in a language, an article's row there where it has one, else its own columns.
  let candidates: { sql: string; terms: string[] } | undefined;
  const either = (own: string, inLanguage: string) =>
    lang ? `((${IN_LANGUAGE}.article_id IS NULL AND ${own}) OR (${IN_LANGUAGE}.article_id IS NOT NULL AND ${inLanguage}))` : own;
  if (db.client.config.client === 'mysql2') {
    const limits = await fullTextLimits(db);
    const found = words.filter((w) => indexFinds(w, limits));
    const term = found.map((w) => `+${w}*`).join(' ');
    const match = (table: string) => `MATCH(${indexed(table)}) AGAINST (? IN BOOLEAN MODE)`;
    if (found.length) candidates = { sql: either(match('articles'), match(IN_LANGUAGE)), terms: lang ? [term, term] : [term] };
  } else {
    const term = words.map((w) => `"${w}"*`).join(' ');
    candidates = {
      sql: either(
        'articles.rowid IN (SELECT rowid FROM articles_search WHERE articles_search MATCH ?)',
        `${IN_LANGUAGE}.rowid IN (SELECT rowid FROM article_search_texts_fts WHERE article_search_texts_fts MATCH ?)`,
      ),
      terms: lang ? [term, term] : [term],
    };
  }
  const anyField = `(${SEARCH_FIELDS.map((f) => holds(f, lang)).join(' OR ')})`;
  const weighed = SEARCH_FIELDS.map((f) => `CASE WHEN ${holds(f, lang)} THEN ${SEARCH_WEIGHTS[f]} ELSE 0 END`).join(' + ');
  return {
    where(q) {
      if (lang)
        q.leftJoin(`article_search_texts as ${IN_LANGUAGE}`, (on) =>
          on.on(`${IN_LANGUAGE}.article_id`, '=', 'articles.id').andOn(`${IN_LANGUAGE}.lang`, '=', db.raw('?', [lang])),
        );
      if (candidates) q.whereRaw(candidates.sql, candidates.terms);
      for (const needle of needles)
        q.whereRaw(
          anyField,
          SEARCH_FIELDS.map(() => needle),
        );
    },
    score: db.raw(
      `(${needles.map(() => weighed).join(' + ')}) AS search_score`,
      needles.flatMap((n) => SEARCH_FIELDS.map(() => n)),
    ),
  };
}
