import { TRANSLATIONS_FIELD } from '@shared/contract/translations';
import { humanizeField } from './revision-words';

/** Audit fields: every write changes them, so a comparison leaves them out (at any depth). */
const AUDIT_FIELDS = new Set(['_id', 'createdBy', 'lastModifiedBy', 'createdByName', 'lastModifiedByName', 'createdAt', 'lastModifiedAt', 'lastUpdated']);

/** A value as a comparison cell shows it: text, or nothing at that place in the record. */
export type CellValue = string | number | boolean | null | undefined;

export interface ComparisonRow {
  /** The field's path in the record, e.g. 'sections.1.title': unique, for React keys. */
  key: string;
  /** The same path in words: 'Sections › 2 › Title'. */
  label: string;
  version: CellValue;
  now: CellValue;
  /** Differs from the current record (always false when the record has been deleted). */
  changed: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every leaf of a record by its path, in the record's own order; empty lists and objects are leaves too. */
function leaves(value: unknown, path: string[] = [], out = new Map<string, { label: string; value: CellValue }>()) {
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i + 1), v])
    : isObject(value)
      ? Object.entries(value).filter(([k]) => !AUDIT_FIELDS.has(k))
      : [];
  if (path.length && entries.length === 0) {
    const leaf = Array.isArray(value) || isObject(value) ? null : (value as CellValue);
    out.set(path.join('.'), { label: labelOf(path), value: leaf });
    return out;
  }
  for (const [k, v] of entries) leaves(v, [...path, k], out);
  return out;
}

const OBJECT_ID = /^[0-9a-f]{24}$/;
const partLabel = (p: string) => (OBJECT_ID.test(p) ? `…${p.slice(-4)}` : /^\d+$/.test(p) ? p : humanizeField(p));

/**
 * 'Sections › 2 › Title'; a text in another language (a snapshot's translations, ADR 0044) by its language and its
 * key: 'Translation (de) › Services › …0201 › Title'.
 */
const labelOf = (path: string[]) => {
  if (path[0] === TRANSLATIONS_FIELD && path.length === 3) return [`Translation (${path[1]})`, ...path[2].split('.').map(partLabel)].join(' › ');
  return path.map(partLabel).join(' › ');
};

/**
 * The field-by-field comparison of a revision's record with the current one: nested objects and lists
 * flattened into readable paths, audit fields left out. `current` null (deleted) compares with nothing.
 */
export function compareRecords(version: Record<string, unknown>, current: Record<string, unknown> | null): ComparisonRow[] {
  const then = leaves(version);
  const now = current ? leaves(current) : new Map<string, { label: string; value: CellValue }>();
  const keys = [...new Set([...then.keys(), ...now.keys()])];
  return keys.map((key) => {
    const a = then.get(key);
    const b = now.get(key);
    return { key, label: (a ?? b)!.label, version: a?.value, now: b?.value, changed: !!current && (a?.value !== b?.value || !a !== !b) };
  });
}
