import type { components } from '@shared/contract/schema';

type S = components['schemas'];

/** Each operation in words, as the history list shows it. */
export const OPERATION_WORDS: Record<S['RevisionOperation'], string> = {
  create: 'Created',
  update: 'Updated',
  reorder: 'Reordered',
  toggle: 'Switched on or off',
  delete: 'Deleted',
  restore: 'Restored',
  translate: 'Translated',
};

/** Said of a change whose admin account has since been removed: never a raw id. */
export const UNKNOWN_ADMIN = 'an admin who no longer exists';

/** Words written in capitals wherever they appear in a field name. */
const ACRONYMS = new Set(['cta', 'url', 'seo', 'faq', 'id', 'css', 'html', 'api', 'ga', 'gtm', 'cbct', 'og']);

/** 'backgroundColor' -> 'Background color', 'ctaLink' -> 'CTA link', 'metaURL' -> 'Meta URL', 'isActive' -> 'Active'. */
export function humanizeField(name: string): string {
  const words = name
    .replace(/^is(?=[A-Z])/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Who made a change: the admin's name, '(you)' for the signed-in admin. */
export function changedBy(revision: Pick<S['RevisionSummary'], 'createdBy' | 'createdByName'>, meId?: string): string {
  if (!revision.createdByName) return UNKNOWN_ADMIN;
  return revision.createdBy && revision.createdBy === meId ? `${revision.createdByName} (you)` : revision.createdByName;
}

/** 'Changed: Title, Subtitle' for the fields an entry changed; empty when it names none. */
export function changedFieldsText(fields: readonly string[]): string {
  return fields.length ? `Changed: ${fields.map(humanizeField).join(', ')}` : '';
}
