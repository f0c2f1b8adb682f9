// Each record's texts in the site's other languages (ADR 0044): read by kind, record and language from
// content_translations, and laid over a public read's answer (shared/contract/translations.ts). The records' own
// columns hold the default language; a site with one language never reads this table for a visitor.
import type { Knex } from 'knex';
import type { RevisionKind } from '@shared/content-kinds';
import { siteLanguages, translateData, type SiteLanguage, type TranslationValues } from '@shared/contract/translations';
import { parseJson } from '../db/rows';
import { findSettingsIfAny } from './homepage';

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
