// An article in the site's other languages (ADR 0044): what its texts there (content_translations, written by the
// Translations calls, a restore or the seed) add beside it, kept in the same transaction as the write that changed
// them: its search fields in each language it has texts in (article_search_texts, which the blog's search reads:
// article-search.ts), and its slug in each language kept with its other slugs (article_slugs), so that any slug it has
// or had, in any language, leads to it and no other article takes it.
import type { Knex } from 'knex';
import { checkTranslatedSlug, searchFieldsIn, type SearchField } from '@shared/contract/articles';
import { parseJson } from '../db/rows';
import { SEARCH_COLUMNS, searchColumns } from './article-search';

type SearchRow = Record<(typeof SEARCH_COLUMNS)[SearchField], string | null> & { id: string };

const slugRows = (db: Knex) => db<{ slug: string; article_id: string }>('article_slugs');
export const searchTextRows = (db: Knex) => db('article_search_texts');

/** Keeps a slug an article takes, in any language, for good: its earlier ones stay, pointing at it. */
export const keepSlug = (trx: Knex, slug: string, articleId: string) => slugRows(trx).insert({ slug, article_id: articleId }).onConflict('slug').ignore();

/** A slug another article than `articleId` has or had, in any language. */
export async function slugOfAnother(db: Knex, slug: string, articleId: string): Promise<boolean> {
  return (
    !!(await db('articles').where('slug', slug).whereNot('id', articleId).first('id')) ||
    !!(await slugRows(db).where('slug', slug).whereNot('article_id', articleId).first('slug'))
  );
}

/**
 * Writes again what the articles' texts in other languages add beside them (`articleIds`: those whose article or
 * translations changed): their rows of search fields, one per language they have texts in, and their slugs there.
 */
export async function articleLanguagesWritten(trx: Knex, articleIds: readonly string[]) {
  if (!articleIds.length) return;
  const ids = [...new Set(articleIds)];
  await searchTextRows(trx).whereIn('article_id', ids).delete();
  const articles = new Map(
    (
      (await trx('articles')
        .whereIn('id', ids)
        .select('id', ...Object.values(SEARCH_COLUMNS))) as SearchRow[]
    ).map((a) => [a.id, a]),
  );
  const translations = await trx<{ record_id: string; lang: string; texts: string }>('content_translations').where('kind', 'article').whereIn('record_id', ids);
  const rows: Record<string, string>[] = [];
  for (const t of translations) {
    const article = articles.get(t.record_id);
    if (!article) continue;
    const texts = parseJson<Record<string, string>>(t.texts, {});
    const defaults = Object.fromEntries(Object.entries(SEARCH_COLUMNS).map(([field, column]) => [field, article[column] ?? ''])) as Record<SearchField, string>;
    rows.push({ article_id: t.record_id, lang: t.lang, ...searchColumns(searchFieldsIn(defaults, texts)) });
    if (texts.slug) await keepSlug(trx, texts.slug, t.record_id);
  }
  if (rows.length) await searchTextRows(trx).insert(rows);
}

/** What articles add to their texts in other languages (translations.ts's KindTranslationRules, for the article kind). */
export const articleTranslationRules = {
  check: (db: Knex, articleId: string, values: Readonly<Record<string, string>>) =>
    checkTranslatedSlug(values, articleId, (slug, id) => slugOfAnother(db, slug, id)),
  changed: articleLanguagesWritten,
};
