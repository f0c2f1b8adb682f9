// The site's languages and its content per language, written once for the server, the mocks and the screens
// (ADR 0044). The languages are a setting (HomepageSettings.languages, the default first). Each content kind declares
// which of its fields are translatable (its `translatable` in shared/content-kinds); a record's texts in a language
// are stored apart from the record, by key, and a public read in that language lays them over the record, the ones
// it lacks staying in the default language and named in `untranslated`.
import { CONTENT_KINDS, contentKind, type RevisionKind } from '@shared/content-kinds';
import { readingMinutes } from '../rich-text/render';
import { HttpError } from './http-error';
import type { components } from './schema';

export type SiteLanguage = components['schemas']['SiteLanguage'];
export type TranslationRecord = components['schemas']['TranslationRecord'];
export type TranslationText = components['schemas']['TranslationText'];
export type TranslationCount = components['schemas']['TranslationCount'];

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A record's texts in one language, by key; a key without a value (or an empty one) is missing. */
export type TranslationValues = Readonly<Record<string, string | null | undefined>>;
/** A record's texts in every language it has some in, by language code. */
export type RecordTranslations = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * The property under which a snapshot of a kind's records (revisions, releases' drafts, a restore) carries each
 * record's translations, so that history and releases cover them. It never reaches a public or admin answer.
 */
export const TRANSLATIONS_FIELD = 'translations';

export const ENGLISH: SiteLanguage = { code: 'en', name: 'English', direction: 'ltr' };
/** The languages of a site whose settings name none. */
export const DEFAULT_SITE_LANGUAGES: readonly SiteLanguage[] = [ENGLISH];

interface WithLanguages {
  languages?: readonly SiteLanguage[] | null;
}

/** The site's languages, the default first. */
export const siteLanguages = (settings?: WithLanguages | null): readonly SiteLanguage[] =>
  settings?.languages?.length ? settings.languages : DEFAULT_SITE_LANGUAGES;

export const defaultLanguage = (settings?: WithLanguages | null): SiteLanguage => siteLanguages(settings)[0];

/** The site's language with that code, if it is one. */
export const languageOf = (settings: WithLanguages | null | undefined, code: string): SiteLanguage | undefined =>
  siteLanguages(settings).find((l) => l.code === code);

export const TRANSLATION_TEXTS = {
  saved: 'Translation saved successfully!',
  unknownLanguage: (code: string) => `${code} is not one of the site's languages`,
  defaultLanguage: (code: string) => `${code} is the default language: its texts are the records' own`,
  defaultKept: (l: SiteLanguage) => `The default language (${l.name}, ${l.code}) cannot be removed or replaced`,
  listedTwice: (code: string) => `${code} is listed more than once`,
  notTranslatable: (kind: string) => `${kind} has no translatable fields`,
  unknownKey: 'is not a translatable text of this record',
  tooLong: (max: number) => `must be at most ${max} characters`,
  badPattern: (pattern: string) => `must match pattern "${pattern}"`,
  notRichText: 'must be a rich-text document (RichTextDocument) serialised as JSON',
  recordNotFound: 'Record not found',
} as const;

/**
 * What a change of the settings' languages breaks: the default (the first) is kept as it was, and a code appears
 * once. `before` is the stored settings (none yet: anything goes but a repeated code).
 */
export function languageErrors(before: WithLanguages | null | undefined, after: readonly SiteLanguage[] | undefined): components['schemas']['FieldError'][] {
  if (!after) return [];
  const errors: components['schemas']['FieldError'][] = [];
  const seen = new Set<string>();
  for (const l of after) {
    if (seen.has(l.code)) errors.push({ field: 'languages', message: TRANSLATION_TEXTS.listedTwice(l.code) });
    seen.add(l.code);
  }
  const kept = defaultLanguage(before);
  if (after[0]?.code !== kept.code) errors.push({ field: 'languages', message: TRANSLATION_TEXTS.defaultKept(kept) });
  return errors;
}

/** Throws the 400 of `languageErrors`, if any. */
export function checkLanguages(before: WithLanguages | null | undefined, after: readonly SiteLanguage[] | undefined): void {
  const errors = languageErrors(before, after);
  if (errors.length) throw new HttpError(400, `languages: ${errors.map((e) => e.message).join('; ')}`, errors);
}

/**
 * The language a call names (`lang`), checked against the site's languages: undefined for the default language or
 * none named; 400 naming `lang` for a code the site does not have. `other`: the default is refused too (a
 * translation is written in another language than the default).
 */
export function requestedLanguage(settings: WithLanguages | null | undefined, code: unknown, other = false): SiteLanguage | undefined {
  if (code === undefined || code === null || code === '') {
    if (other) throw new HttpError(400, 'lang is required', [{ field: 'lang', message: 'is required' }]);
    return undefined;
  }
  const language = languageOf(settings, String(code));
  if (!language)
    throw new HttpError(400, `lang: ${TRANSLATION_TEXTS.unknownLanguage(String(code))}`, [
      { field: 'lang', message: TRANSLATION_TEXTS.unknownLanguage(String(code)) },
    ]);
  if (language.code !== defaultLanguage(settings).code) return language;
  if (other)
    throw new HttpError(400, `lang: ${TRANSLATION_TEXTS.defaultLanguage(language.code)}`, [
      { field: 'lang', message: TRANSLATION_TEXTS.defaultLanguage(language.code) },
    ]);
  return undefined;
}

/** The kinds with translatable fields, in their declared order. */
export const TRANSLATABLE_KINDS: readonly RevisionKind[] = CONTENT_KINDS.filter((k) => k.translatable.fields.length > 0).map((k) => k.kind);

export const isTranslatable = (kind: RevisionKind) => contentKind(kind).translatable.fields.length > 0;

/** One translatable text a record holds: where it is, and its default-language value. */
export interface TextAt {
  /** `services.665000000000000000000201.title`: a list's item by its `_id`, or by its place where it has none. */
  key: string;
  /** `services[2].title`: the same with each item's place (from 1), for a screen. */
  label: string;
  /** The declared path it matched (`services[].title`). */
  field: string;
  source: string;
  /** A rich-text document (its kind's `translatable.richText`): `source` and values are the document as JSON. */
  format?: 'rich-text';
  /** Writes a value in its place (on the object it was found in). */
  set(value: string): void;
}

/** The longest value of a text whose field gives no length of its own (openapi.yaml's TranslationInput). */
export const TEXT_MAX = 20_000;

/** A rich-text value as a translation carries it (its JSON), parsed; undefined when it is not a document. */
export function richTextValue(value: string): components['schemas']['RichTextDocument'] | undefined {
  try {
    const doc = JSON.parse(value) as unknown;
    return isObj(doc) && doc.type === 'doc' && Array.isArray(doc.content) ? (doc as components['schemas']['RichTextDocument']) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a rich-text document holds something to translate (a document with at least one block). */
const isRichText = (v: unknown): boolean => isObj(v) && v.type === 'doc' && Array.isArray(v.content) && v.content.length > 0;

/** Every text of `record` that a declared path of its kind names, with a non-empty default value, in the paths' order. */
export function textsOf(kind: RevisionKind, record: unknown): TextAt[] {
  const out: TextAt[] = [];
  const { fields, richText = [] } = contentKind(kind).translatable as { fields: readonly string[]; richText?: readonly string[] };
  for (const field of fields) {
    const rich = richText.includes(field);
    const segments = field.split('.');
    const walk = (holder: Obj, at: number, key: string[], label: string[]) => {
      const segment = segments[at];
      const list = segment.endsWith('[]');
      const name = list ? segment.slice(0, -2) : segment;
      const value = holder[name];
      const last = at === segments.length - 1;
      const add = (v: unknown, k: string[], l: string[], set: (s: unknown) => void) => {
        if (rich && isRichText(v)) {
          // The value in place is the document its JSON holds.
          const put = (s: string) => {
            const doc = richTextValue(s);
            if (doc) set(doc);
          };
          out.push({ key: k.join('.'), label: l.join('.'), field, source: JSON.stringify(v), format: 'rich-text', set: put });
        } else if (!rich && typeof v === 'string' && v.trim() !== '') out.push({ key: k.join('.'), label: l.join('.'), field, source: v, set });
      };
      if (!list) {
        if (last) add(value, [...key, name], [...label, name], (s) => (holder[name] = s));
        else if (isObj(value)) walk(value, at + 1, [...key, name], [...label, name]);
        return;
      }
      if (!Array.isArray(value)) return;
      value.forEach((item, i) => {
        const id = isObj(item) && typeof item._id === 'string' ? item._id : String(i);
        const k = [...key, name, id];
        const l = [...label, `${name}[${i + 1}]`];
        if (last) add(item, k, l, (s) => (value[i] = s));
        else if (isObj(item)) walk(item, at + 1, k, l);
      });
    };
    if (isObj(record)) walk(record, 0, [], []);
  }
  return out;
}

const hasValue = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * The record as a visitor reading `lang` sees it: each text with a value in `values` replaced by it, the others
 * kept and their keys named in `untranslated`. `record` itself is left as it was.
 */
export function overlay<T>(kind: RevisionKind, record: T, values: TranslationValues | undefined): T & { untranslated: string[] } {
  const copy = structuredClone(record) as T & { untranslated: string[] };
  delete (copy as Obj)[TRANSLATIONS_FIELD];
  const untranslated: string[] = [];
  for (const text of textsOf(kind, copy)) {
    const value = values?.[text.key];
    if (hasValue(value) && (text.format !== 'rich-text' || richTextValue(value))) text.set(value);
    else untranslated.push(text.key);
  }
  // What the kind computes from a rich text, computed again from its value here (an article's reading time).
  const derived = (contentKind(kind).translatable as { readingMinutesOf?: Readonly<Record<string, string>> }).readingMinutesOf ?? {};
  for (const [field, from] of Object.entries(derived)) {
    const doc = hasValue(values?.[from]) ? richTextValue(values[from]) : undefined;
    if (doc && typeof (copy as Obj)[field] === 'number') (copy as Obj)[field] = readingMinutes(doc);
  }
  copy.untranslated = untranslated;
  return copy;
}

/**
 * The records a public read's `data` holds: the data itself when it is a record, each item of it when it is a list,
 * or each item of its lists when it is a page of them (`{ articles, pagination }`).
 */
export function recordsIn(data: unknown): Obj[] {
  if (Array.isArray(data)) return data.filter((d): d is Obj => isObj(d) && typeof d._id === 'string');
  if (!isObj(data)) return [];
  if (typeof data._id === 'string') return [data];
  return Object.values(data).flatMap((v) => (Array.isArray(v) ? v.filter((d): d is Obj => isObj(d) && typeof d._id === 'string') : []));
}

/** A public read's `data` in `lang`: every record it holds overlaid with its values (`valuesOf` its id). */
export function translateData(kind: RevisionKind, data: unknown, valuesOf: (recordId: string) => TranslationValues | undefined): unknown {
  const swap = (r: Obj) => overlay(kind, r, valuesOf(r._id as string));
  if (Array.isArray(data)) return data.map((d) => (isObj(d) && typeof d._id === 'string' ? swap(d) : d));
  if (!isObj(data)) return data;
  if (typeof data._id === 'string') return swap(data);
  return Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, Array.isArray(v) ? v.map((d) => (isObj(d) && typeof d._id === 'string' ? swap(d) : d)) : v]),
  );
}

/** The sheet's entry for one record: each text beside its value in `lang`, and how many have none. */
export function translationRecord(
  kind: RevisionKind,
  record: Obj,
  lang: string,
  values: TranslationValues | undefined,
  stamp?: Pick<TranslationRecord, 'lastModifiedAt' | 'lastModifiedBy' | 'lastModifiedByName'>,
): TranslationRecord {
  const texts: TranslationText[] = textsOf(kind, record).map((t) => {
    const value = values?.[t.key];
    return { key: t.key, label: t.label, source: t.source, ...(t.format ? { format: t.format } : {}), ...(hasValue(value) ? { value } : {}) };
  });
  const editField = contentKind(kind)
    .editField.split('.')
    .reduce<unknown>((o, k) => (isObj(o) ? o[k] : undefined), record);
  return {
    recordId: record._id as string,
    recordTitle: typeof editField === 'string' && editField ? editField : String(record._id),
    lang,
    texts,
    missing: texts.filter((t) => t.value === undefined).length,
    ...(stamp ?? {}),
  };
}

/** How many of the record's texts have no value in the language, out of how many it has. */
export function missingCount(kind: RevisionKind, record: unknown, values: TranslationValues | undefined): { missing: number; total: number } {
  const texts = textsOf(kind, record);
  return { missing: texts.filter((t) => !hasValue(values?.[t.key])).length, total: texts.length };
}

/** The schema of one declared path's text in openapi.yaml (`doc` the parsed document), or undefined when it names none. */
export function leafSchemaOf(doc: unknown, schemaName: string, field: string): { type?: string; maxLength?: number; pattern?: string } | undefined {
  const schemas = ((doc as Obj).components as Obj).schemas as Record<string, Obj>;
  const resolve = (s: Obj | undefined): Obj | undefined => (s && typeof s.$ref === 'string' ? resolve(schemas[s.$ref.split('/').pop()!]) : s);
  const propertyOf = (s: Obj | undefined, name: string): Obj | undefined => {
    const r = resolve(s);
    if (!r) return undefined;
    const own = isObj(r.properties) ? (r.properties[name] as Obj | undefined) : undefined;
    if (own && Object.keys(own).length) return resolve(own);
    for (const part of (r.allOf as Obj[] | undefined) ?? []) {
      const found = propertyOf(part, name);
      if (found) return found;
    }
    return undefined;
  };
  let at: Obj | undefined = schemas[schemaName];
  for (const segment of field.split('.')) {
    const list = segment.endsWith('[]');
    at = propertyOf(at, list ? segment.slice(0, -2) : segment);
    if (list) at = resolve(at?.items as Obj | undefined);
    if (!at) return undefined;
  }
  return at as { type?: string; maxLength?: number; pattern?: string };
}

/** Checks a value against a named schema of openapi.yaml: its errors as `field message` (the validator's validateSchema). */
export type SchemaCheck = (schema: string, value: unknown) => string[];

/** What is wrong with a value for `text` (`doc` the parsed openapi.yaml), or undefined when nothing is. */
function valueError(kind: RevisionKind, text: TextAt, value: string, doc: unknown, check: SchemaCheck | undefined): string | undefined {
  if (text.format === 'rich-text') {
    const parsed = richTextValue(value);
    if (!parsed) return TRANSLATION_TEXTS.notRichText;
    // The same allow-list and limits as the field itself (openapi.yaml's RichTextDocument).
    const errors = check?.('RichTextDocument', parsed) ?? [];
    return errors.length ? `${TRANSLATION_TEXTS.notRichText}: ${errors.slice(0, 3).join('; ')}` : undefined;
  }
  const leaf = leafSchemaOf(doc, contentKind(kind).translatable.schema, text.field);
  const max = leaf?.maxLength ?? TEXT_MAX;
  if (value.length > max) return TRANSLATION_TEXTS.tooLong(max);
  if (leaf?.pattern && !new RegExp(leaf.pattern, 'u').test(value)) return TRANSLATION_TEXTS.badPattern(leaf.pattern);
  return undefined;
}

/**
 * The values a translation write may store for `record`: each key one of its texts, each value a text its field
 * accepts (`doc` the parsed openapi.yaml: no longer than its maxLength, matching its pattern, and a rich text a
 * document `check` finds no fault with); 400 naming `values.<key>` otherwise. Keys without a value are dropped.
 */
export function checkedValues(kind: RevisionKind, record: unknown, values: TranslationValues, doc: unknown, check?: SchemaCheck): Record<string, string> {
  const texts = new Map(textsOf(kind, record).map((t) => [t.key, t]));
  const errors: components['schemas']['FieldError'][] = [];
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const text = texts.get(key);
    if (!text) {
      errors.push({ field: `values.${key}`, message: TRANSLATION_TEXTS.unknownKey });
      continue;
    }
    if (!hasValue(value)) continue;
    const problem = valueError(kind, text, value, doc, check);
    if (problem) errors.push({ field: `values.${key}`, message: problem });
    else kept[key] = value;
  }
  if (errors.length) throw new HttpError(400, errors.map((e) => `${e.field} ${e.message}`).join('; '), errors);
  return kept;
}

/**
 * The translatable kind each public read answers records of, by its operationId (each such kind's `publicReads`):
 * the reads that take `lang`. A kind without translatable texts (the home page's layout) has nothing to lay over.
 */
export const PUBLIC_READ_KINDS: ReadonlyMap<string, RevisionKind> = new Map(
  CONTENT_KINDS.filter((k) => k.translatable.fields.length > 0).flatMap((k) => k.publicReads.map((r): [string, RevisionKind] => [r.operationId, k.kind])),
);

/** The kind a translation call names: 400 naming `kind` for one without translatable fields. */
export function translatableKind(kind: unknown): RevisionKind {
  const declared = CONTENT_KINDS.find((k) => k.kind === kind);
  if (!declared || !isTranslatable(declared.kind))
    throw new HttpError(400, `kind: ${TRANSLATION_TEXTS.notTranslatable(String(kind))}`, [
      { field: 'kind', message: TRANSLATION_TEXTS.notTranslatable(String(kind)) },
    ]);
  return declared.kind;
}

/** One record's texts in one language, as both kits keep them (a row of content_translations on the server). */
export interface StoredTranslation {
  kind: RevisionKind;
  recordId: string;
  lang: string;
  texts: Record<string, string>;
  lastModifiedBy?: string | null;
  lastModifiedAt: string;
}

type Snapshot = { _id: string } & Record<string, unknown>;

/**
 * A kind's records as a snapshot holds them (revisions, releases' drafts, a restore): each record carries its texts
 * in the other languages under TRANSLATIONS_FIELD, by language (`{ de: { title: '…' } }`, languages and keys in
 * order; `{}` when it has none). A state of a record without the field at all was stored before translations were
 * kept with it: it says nothing about them (`hasTranslations`).
 */
export function withTranslations<R extends Snapshot>(records: readonly R[], rows: readonly Pick<StoredTranslation, 'recordId' | 'lang' | 'texts'>[]): R[] {
  const byRecord = new Map<string, Record<string, Record<string, string>>>();
  const sorted = [...rows].sort((a, b) => (a.lang < b.lang ? -1 : a.lang > b.lang ? 1 : 0));
  for (const row of sorted) {
    if (!Object.keys(row.texts).length) continue;
    const texts = Object.fromEntries(Object.entries(row.texts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    byRecord.set(row.recordId, { ...byRecord.get(row.recordId), [row.lang]: texts });
  }
  return records.map((r) => ({ ...r, [TRANSLATIONS_FIELD]: byRecord.get(r._id) ?? {} }));
}

/** Whether a state of a record says what its translations were (it was stored with them: withTranslations). */
export const hasTranslations = (record: object | null | undefined): boolean => !!record && TRANSLATIONS_FIELD in record;

/** A snapshot's record split in two: the record as its kind stores it, and its translations (none: `{}`). */
export function splitTranslations<R extends Snapshot>(record: R): { record: R; translations: RecordTranslations } {
  const { [TRANSLATIONS_FIELD]: translations, ...rest } = record;
  return { record: rest as R, translations: isObj(translations) ? (translations as RecordTranslations) : {} };
}

/**
 * What changed between two states of a record's translations, one name per text: `translations.de.title`. The
 * revision's changed fields and its activity entry name them so.
 */
export function changedTranslations(before: unknown, after: unknown): string[] {
  const was = isObj(before) ? (before as RecordTranslations) : {};
  const now = isObj(after) ? (after as RecordTranslations) : {};
  const out: string[] = [];
  for (const lang of [...new Set([...Object.keys(was), ...Object.keys(now)])].sort()) {
    const a = was[lang] ?? {};
    const b = now[lang] ?? {};
    for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      if (a[key] !== b[key]) out.push(`${TRANSLATIONS_FIELD}.${lang}.${key}`);
    }
  }
  return out;
}

/** The stamp a sheet entry shows for a record's stored texts in a language: when, and by whom, they were last written. */
export const translationStampOf = (row: StoredTranslation | undefined): Parameters<typeof translationRecord>[4] =>
  row && { lastModifiedAt: row.lastModifiedAt, ...(row.lastModifiedBy ? { lastModifiedBy: row.lastModifiedBy } : {}) };

/**
 * The answer of a translation write: the record's entry in `lang` with the texts just stored (`row`; none when no
 * text is left), from the snapshot read before the write, so the kind is not read again.
 */
export function writtenEntry(kind: RevisionKind, snapshot: Snapshot, lang: string, row: StoredTranslation | undefined): TranslationRecord {
  return translationRecord(kind, splitTranslations(snapshot).record, lang, row?.texts, translationStampOf(row));
}

/** A record's entry of the sheet in `lang`, from its snapshot (its translations with it) and its row's stamp. */
export function sheetEntry(kind: RevisionKind, snapshot: Snapshot, lang: string, stamp: Parameters<typeof translationRecord>[4]): TranslationRecord {
  const { record, translations } = splitTranslations(snapshot);
  return translationRecord(kind, record, lang, translations[lang], stamp);
}

/**
 * The sheet of a kind in `lang`, from its snapshot (`stampOf` a record's id: its row's stamp in `lang`): each
 * record's entry in the records' order, and how many texts lack a value out of how many there are.
 */
export function translationSheet(
  kind: RevisionKind,
  records: readonly Snapshot[],
  lang: string,
  stampOf: (recordId: string) => Parameters<typeof translationRecord>[4],
): components['schemas']['TranslationSheet'] {
  const entries = records.map((r) => sheetEntry(kind, r, lang, stampOf(r._id)));
  return {
    kind,
    lang,
    records: entries,
    missing: entries.reduce((n, e) => n + e.missing, 0),
    total: entries.reduce((n, e) => n + e.texts.length, 0),
  };
}

/** The Dashboard's counts: every translatable kind (`recordsOf` it) in every language of the site but the default. */
export async function translationSummary(
  settings: WithLanguages | null | undefined,
  recordsOf: (kind: RevisionKind) => Promise<readonly Snapshot[]> | readonly Snapshot[],
): Promise<TranslationCount[]> {
  const others = siteLanguages(settings).slice(1);
  const counts: TranslationCount[] = [];
  for (const kind of TRANSLATABLE_KINDS) {
    const records = await recordsOf(kind);
    for (const l of others) {
      let missing = 0;
      let total = 0;
      for (const r of records) {
        const { record, translations } = splitTranslations(r);
        const c = missingCount(kind, record, translations[l.code]);
        missing += c.missing;
        total += c.total;
      }
      counts.push({ kind, lang: l.code, missing, total });
    }
  }
  return counts;
}
