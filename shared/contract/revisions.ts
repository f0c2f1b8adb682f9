// Revision history rules shared by the server and the mocks: which operations write which kind of content
// record, what a revision says about a change, and what a restore must keep true.
import { byKind, CONTENT_KINDS } from '@shared/content-kinds';
import type { components } from './schema';
import { changedTranslations, hasTranslations, splitTranslations, TRANSLATIONS_FIELD } from './translations';

type S = components['schemas'];
export type RevisionKind = S['RevisionKind'];
export type RevisionOperation = S['RevisionOperation'];
export type RevisionSummary = S['RevisionSummary'];
export type Revision = S['Revision'];
export type ContentRecord = { _id: string } & Record<string, unknown>;

/** The kind of content record each tag's writes change; writes of other tags store no revision. */
export const REVISION_KIND_BY_TAG: Readonly<Record<string, RevisionKind>> = Object.fromEntries(CONTENT_KINDS.map((k) => [k.tag, k.kind]));

/** The tag of the calls that write a record's texts in a language: their kind is the path's `kind` (ADR 0044). */
export const TRANSLATIONS_TAG = 'Translations';

/**
 * The kind a content call changes or reads: its tag's, or for a translation call the one its path names (a name that
 * is no kind is left to the call's own 400).
 */
export function revisionKindOf(tag: string, params: Readonly<Record<string, unknown>>): RevisionKind | undefined {
  if (tag !== TRANSLATIONS_TAG) return REVISION_KIND_BY_TAG[tag];
  const kind = params.kind;
  return CONTENT_KINDS.some((k) => k.kind === kind) ? (kind as RevisionKind) : undefined;
}

/** What the screens call each kind, in lists and messages. */
export const REVISION_KIND_LABELS: Readonly<Record<RevisionKind, string>> = byKind((k) => k.label);

/** Kinds of which at most one record is active: restoring an active one deactivates the others. */
export const SINGLE_ACTIVE_KINDS: ReadonlySet<RevisionKind> = new Set(CONTENT_KINDS.filter((k) => k.rule === 'single-active').map((k) => k.kind));

/** Revisions kept per record; older ones are dropped as new ones arrive. */
export const REVISIONS_KEPT = 50;

export const REVISION_NOT_FOUND = 'Revision not found';
export const REVISION_RESTORED = 'Revision restored successfully!';
/** A restore refused because it would change nothing: the version already is the current record. */
export const REVISION_MATCHES_CURRENT = 'This version matches the current record.';

/** Audit fields: they change with every write, so they are not part of "what changed". */
const AUDIT_FIELDS = new Set(['_id', 'createdBy', 'lastModifiedBy', 'createdByName', 'lastModifiedByName', 'createdAt', 'lastModifiedAt', 'lastUpdated']);

/** The operation a call performs, read from its method and path. */
export function revisionOperationOf(op: { method: string; path: string }): RevisionOperation {
  const path = op.path.toLowerCase();
  if (op.method === 'delete') return 'delete';
  if (path.includes('/restore')) return 'restore';
  if (path.startsWith('/content-translations/')) return 'translate';
  if (path.includes('reorder') || path.includes('/order')) return 'reorder';
  if (path.includes('toggle') || path.includes('activate')) return 'toggle';
  if (op.method === 'post' && !/\{[^}]+\}/.test(op.path)) return 'create';
  return 'update';
}

/** The title or name a record goes by in history lists. */
export function recordTitleOf(kind: RevisionKind, record: Record<string, unknown>): string {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const hero = record.heroSection as Record<string, unknown> | undefined;
  const title =
    text(record.title) ??
    text(record.name) ??
    text(record.companyName) ??
    text(record.serviceTitle) ??
    text(hero?.title) ??
    text(record.siteName) ??
    text(record.metaTitle);
  return (title ?? REVISION_KIND_LABELS[kind]).slice(0, 300);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A record's content: audit fields left out at any depth, keys in one order, absent and undefined alike. */
function contentOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(contentOf);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(([k, v]) => !AUDIT_FIELDS.has(k) && v !== undefined);
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, contentOf(v)]));
}

/**
 * A revision's record is the current one, audit fields aside (and translations, unless the revision says what they
 * were): restoring it would change nothing, so the server and the mocks refuse it (409) and the History panel
 * disables its Restore button.
 */
export function matchesCurrentRecord(version: Record<string, unknown>, current: Record<string, unknown> | null) {
  if (current === null) return false;
  const { [TRANSLATIONS_FIELD]: _translations, ...own } = current;
  return same(contentOf(version), contentOf(hasTranslations(version) ? current : own));
}

/**
 * The top-level fields that differ between two states of a record, audit fields left out; a text of its
 * translations by language and key (`translations.de.title`).
 */
export function changedFieldsOf(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): string[] {
  if (!before || !after) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  // A state stored before translations were kept with the record says nothing of them (hasTranslations).
  const translationsKnown = hasTranslations(before) && hasTranslations(after);
  return [...keys]
    .filter((k) => !AUDIT_FIELDS.has(k) && !same(before[k], after[k]) && (k !== TRANSLATIONS_FIELD || translationsKnown))
    .sort()
    .flatMap((k) => (k === TRANSLATIONS_FIELD ? changedTranslations(before[k], after[k]) : [k]));
}

export interface RevisionChange {
  kind: RevisionKind;
  recordId: string;
  recordTitle: string;
  operation: RevisionOperation;
  changedFields: string[];
  /** The record after the change; for a delete, as it was. */
  snapshot: ContentRecord;
}

/**
 * The revisions a write stores: one for every record of the kind that it created, changed or deleted (a
 * record another one's activation switched off included), compared whole, before and after.
 */
export function revisionChanges(
  kind: RevisionKind,
  before: readonly ContentRecord[],
  after: readonly ContentRecord[],
  operation: RevisionOperation,
): RevisionChange[] {
  const was = new Map(before.map((r) => [r._id, r]));
  const now = new Map(after.map((r) => [r._id, r]));
  const changes: RevisionChange[] = [];
  for (const record of after) {
    const old = was.get(record._id);
    if (old && same(old, record)) continue;
    const changedFields = changedFieldsOf(old, record);
    let op = operation;
    if (!old) op = operation === 'restore' ? 'restore' : 'create';
    else if (changedFields.length === 1 && changedFields[0] === 'isActive' && operation !== 'restore') op = 'toggle';
    else if (operation === 'create' || operation === 'delete') op = 'update';
    changes.push({ kind, recordId: record._id, recordTitle: recordTitleOf(kind, record), operation: op, changedFields, snapshot: record });
  }
  for (const record of before) {
    if (now.has(record._id)) continue;
    changes.push({ kind, recordId: record._id, recordTitle: recordTitleOf(kind, record), operation: 'delete', changedFields: [], snapshot: record });
  }
  return changes;
}

/**
 * The revision a record's history starts from, stored just before the first change of a record that has none
 * (one the seed wrote, or written before history existed): the record as it was, dated and signed by its last
 * write. Without it the first change's revision would hold the state after that change and nothing before it
 * could be restored.
 */
export function startingRevision(kind: RevisionKind, record: ContentRecord, now: string): Omit<Revision, '_id'> {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const createdAt = text(record.createdAt);
  const modifiedAt = text(record.lastModifiedAt) ?? text(record.lastUpdated);
  const edited = !!modifiedAt && modifiedAt !== createdAt;
  const by = edited ? (text(record.lastModifiedBy) ?? text(record.createdBy)) : (text(record.createdBy) ?? text(record.lastModifiedBy));
  return {
    kind,
    recordId: record._id,
    recordTitle: recordTitleOf(kind, record),
    operation: edited ? 'update' : 'create',
    changedFields: [],
    snapshot: structuredClone(record),
    createdAt: (edited ? modifiedAt : createdAt) ?? now,
    ...(by ? { createdBy: by } : {}),
  };
}

/**
 * A revision beside its record as it is now (null once deleted), as the History panel reads them: the records as
 * their screens show them, without their translations (the revision's changed fields name those).
 */
export const revisionDetail = (revision: Revision, current: ContentRecord | null): S['RevisionDetail'] => ({
  revision: { ...revision, snapshot: splitTranslations(revision.snapshot as ContentRecord).record },
  current: current && splitTranslations(current).record,
});

/** The record a restore writes back: the revision's state, stamped as modified by the admin restoring it now. */
export function restoredRecord(snapshot: ContentRecord, adminId: string, now: string): ContentRecord {
  const record: ContentRecord = { ...structuredClone(snapshot), lastModifiedBy: adminId, lastModifiedAt: now };
  delete record.createdByName;
  delete record.lastModifiedByName;
  if ('lastUpdated' in record) record.lastUpdated = now;
  return record;
}

/** Adds the admins' names beside createdBy/lastModifiedBy ids, anywhere in an answer (a copy; the input is untouched). */
export function withAdminNames<T>(body: T, nameOf: (id: string) => string | undefined): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) out[k] = walk(v);
    for (const [idField, nameField] of [
      ['createdBy', 'createdByName'],
      ['lastModifiedBy', 'lastModifiedByName'],
      ['submittedBy', 'submittedByName'],
      ['decidedBy', 'decidedByName'],
    ] as const) {
      const name = typeof out[idField] === 'string' ? nameOf(out[idField] as string) : undefined;
      if (name && out[nameField] === undefined) out[nameField] = name;
    }
    return out;
  };
  return walk(body) as T;
}
