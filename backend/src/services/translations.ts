// Each record's texts in the site's other languages (ADR 0044): read by kind, record and language from
// content_translations, and laid over a public read's answer (shared/contract/translations.ts). The records' own
// columns hold the default language; a site with one language never reads this table for a visitor. Every snapshot
// of a kind carries them (content-kinds.ts), and a translation is written here, per record and language.
import type { Knex } from 'knex';
import type { RevisionKind } from '@shared/content-kinds';
import {
  siteLanguages,
  translateData,
  type RecordTranslations,
  type SiteLanguage,
  type StoredTranslation,
  type TranslationValues,
} from '@shared/contract/translations';
import { nowIso, parseJson } from '../db/rows';
import { findSettingsIfAny } from './homepage';
import { articleTranslationRules } from './article-languages';

export interface TranslationRow {
  kind: string;
  record_id: string;
  lang: string;
  texts: string;
  last_modified_by: string | null;
  last_modified_at: string;
}

export const translationRows = (db: Knex) => db<TranslationRow>('content_translations');

/** The site's languages, the default first (the settings', or English alone). */
export async function languagesOf(db: Knex): Promise<readonly SiteLanguage[]> {
  return siteLanguages(await findSettingsIfAny(db));
}

/** The texts in `lang` of the kind's records (of `recordIds` only, when given), by record id. */
export async function valuesByRecord(db: Knex, kind: RevisionKind, lang: string, recordIds?: readonly string[]): Promise<Map<string, TranslationValues>> {
  const q = translationRows(db).where({ kind, lang });
  if (recordIds) q.whereIn('record_id', [...recordIds]);
  return new Map((await q).map((r) => [r.record_id, parseJson<Record<string, string>>(r.texts, {})]));
}

/** A public read's `data` in `lang` (undefined: the default language, answered as it is). */
export async function inLanguage(db: Knex, kind: RevisionKind, data: unknown, lang: string | undefined): Promise<unknown> {
  if (!lang) return data;
  const values = await valuesByRecord(db, kind, lang);
  return translateData(kind, data, (id) => values.get(id));
}

/**
 * What a kind adds to its records' texts in other languages beyond their fields' rules, by kind: what it refuses of
 * them (`check`), and what it keeps beside them, written again in the same transaction as they change (`changed`).
 * Only articles add anything: their slugs and search fields in each language (article-languages.ts).
 */
export interface KindTranslationRules {
  check(db: Knex, recordId: string, values: Readonly<Record<string, string>>): Promise<void>;
  changed(trx: Knex, recordIds: readonly string[]): Promise<void>;
}

const KIND_TRANSLATION_RULES: Partial<Record<RevisionKind, KindTranslationRules>> = { article: articleTranslationRules };

const translationsChanged = async (trx: Knex, kind: RevisionKind, recordIds: readonly string[]) => KIND_TRANSLATION_RULES[kind]?.changed(trx, recordIds);

/** Refuses what the kind refuses of a record's texts in a language beyond their fields' rules (an article's slug another article has or had: 409). */
export async function checkTranslation(db: Knex, kind: RevisionKind, recordId: string, values: Readonly<Record<string, string>>) {
  await KIND_TRANSLATION_RULES[kind]?.check(db, recordId, values);
}

const toStored = (r: TranslationRow): StoredTranslation => ({
  kind: r.kind as RevisionKind,
  recordId: r.record_id,
  lang: r.lang,
  texts: parseJson<Record<string, string>>(r.texts, {}),
  lastModifiedBy: r.last_modified_by,
  lastModifiedAt: r.last_modified_at,
});

/** Every translation of the kind's records (of `recordIds` only, when given). */
export async function translationsOf(db: Knex, kind: RevisionKind, recordIds?: readonly string[]): Promise<StoredTranslation[]> {
  const q = translationRows(db).where({ kind });
  if (recordIds) q.whereIn('record_id', [...recordIds]);
  return (await q).map(toStored);
}

/** Replaces a record's texts in `lang` (none left: its row goes), stamped as written by `adminId` now: the row stored. */
export async function writeTranslation(
  trx: Knex,
  kind: RevisionKind,
  recordId: string,
  lang: string,
  texts: Record<string, string>,
  adminId: string,
): Promise<StoredTranslation | undefined> {
  await translationRows(trx).where({ kind, record_id: recordId, lang }).delete();
  if (!Object.keys(texts).length) {
    await translationsChanged(trx, kind, [recordId]);
    return undefined;
  }
  const row: StoredTranslation = { kind, recordId, lang, texts, lastModifiedBy: adminId, lastModifiedAt: nowIso() };
  await insertTranslationRows(trx, [row]);
  return row;
}

/** Deletes every translation of the records (a record deleted, or written back whole). */
export async function deleteTranslations(trx: Knex, kind: RevisionKind, recordIds: readonly string[]) {
  if (!recordIds.length) return;
  await translationRows(trx)
    .where({ kind })
    .whereIn('record_id', [...recordIds])
    .delete();
  await translationsChanged(trx, kind, recordIds);
}

/**
 * Writes a record's translations back as a snapshot holds them (a restore's, a release's undo's, the seed's): its
 * rows are replaced by them, each stamped as the record's last write.
 */
export async function insertTranslations(
  trx: Knex,
  kind: RevisionKind,
  recordId: string,
  translations: RecordTranslations,
  stamp: Readonly<Record<string, unknown>>,
) {
  await deleteTranslations(trx, kind, [recordId]);
  const by = typeof stamp.lastModifiedBy === 'string' ? stamp.lastModifiedBy : null;
  const at = typeof stamp.lastModifiedAt === 'string' ? stamp.lastModifiedAt : nowIso();
  for (const [lang, texts] of Object.entries(translations)) {
    if (!Object.keys(texts).length) continue;
    await translationRows(trx).insert({ kind, record_id: recordId, lang, texts: JSON.stringify(texts), last_modified_by: by, last_modified_at: at });
  }
  await translationsChanged(trx, kind, [recordId]);
}

/** Writes whole translation rows (the demo seed's). */
export async function insertTranslationRows(trx: Knex, rows: readonly StoredTranslation[]) {
  for (const r of rows) {
    await translationRows(trx).insert({
      kind: r.kind,
      record_id: r.recordId,
      lang: r.lang,
      texts: JSON.stringify(r.texts),
      last_modified_by: r.lastModifiedBy ?? null,
      last_modified_at: r.lastModifiedAt,
    });
  }
  for (const kind of new Set(rows.map((r) => r.kind)))
    await translationsChanged(
      trx,
      kind,
      rows.filter((r) => r.kind === kind).map((r) => r.recordId),
    );
}
