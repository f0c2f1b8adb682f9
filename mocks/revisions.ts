// The mocks' revision history: the same rules as the server's (@shared/contract/revisions) over the in-memory db. The
// route kit snapshots the kind a signed-in write changes and stores a revision for each record it changed.
import {
  REVISIONS_KEPT,
  REVISION_MATCHES_CURRENT,
  REVISION_NOT_FOUND,
  SINGLE_ACTIVE_KINDS,
  matchesCurrentRecord,
  restoredRecord,
  revisionChanges,
  startingRevision,
  type ContentRecord,
  type Revision,
  type RevisionKind,
  type RevisionOperation,
} from '@shared/contract/revisions';
import { HttpError } from '@shared/contract/http-error';
import {
  changedTranslations,
  checkLanguages,
  hasTranslations,
  isTranslatable,
  splitTranslations,
  withTranslations,
  type RecordTranslations,
} from '@shared/contract/translations';
import { byKind } from '@shared/content-kinds';
import { contentActivity } from '@shared/contract/activity';
import { superAdminRefusal } from '@shared/contract/super-admin-fields';
import { recordActivity } from './activity';
import { superAdminFields } from './contract';
import { db, newId, nowIso, type MockDb } from './db';

/** Each kind's collection, as shared/content-kinds declares it: a name that is not one of the db's fails the typecheck. */
const COLLECTION: Record<RevisionKind, keyof MockDb> = byKind((k) => k.collection);

const collection = (kind: RevisionKind) => db[COLLECTION[kind]] as unknown as ContentRecord[];

/** A deep copy of every record of a kind, as the API shows it, each with its translations where it has some. */
export const snapshotKind = (kind: RevisionKind): ContentRecord[] =>
  isTranslatable(kind)
    ? withTranslations(
        structuredClone(collection(kind)),
        db.contentTranslations.filter((t) => t.kind === kind),
      )
    : structuredClone(collection(kind));

/** Replaces a record's translations with a snapshot's (none: its rows go), stamped as the record's last write. */
function putTranslations(kind: RevisionKind, record: ContentRecord, translations: RecordTranslations) {
  const others = db.contentTranslations.filter((t) => !(t.kind === kind && t.recordId === record._id));
  const stamp = {
    lastModifiedBy: (record.lastModifiedBy as string | undefined) ?? null,
    lastModifiedAt: (record.lastModifiedAt as string | undefined) ?? nowIso(),
  };
  const kept = db.contentTranslations.filter((t) => t.kind === kind && t.recordId === record._id);
  const rows = Object.entries(translations)
    .filter(([, texts]) => Object.keys(texts).length)
    .map(([lang, texts]) => {
      // A language whose texts are as they were keeps its row, stamp and all (a write undone).
      const same = kept.find((t) => t.lang === lang && !changedTranslations({ [lang]: t.texts }, { [lang]: texts }).length);
      return same ?? { kind, recordId: record._id, lang, texts: { ...texts }, ...stamp };
    });
  db.contentTranslations.splice(0, Infinity, ...others, ...rows);
}

/** Deletes every translation of the records. */
export function deleteTranslations(kind: RevisionKind, recordIds: readonly string[]) {
  const gone = new Set(recordIds);
  db.contentTranslations.splice(0, Infinity, ...db.contentTranslations.filter((t) => !(t.kind === kind && gone.has(t.recordId))));
}

/** Every kind's records, the revision history and the activity log, as they are now: what a release's call undoes. */
export function snapshotContent() {
  const kinds = Object.keys(COLLECTION) as RevisionKind[];
  // The articles' slugs are kept beside them (their table on the server): a draft's rename is undone with it.
  return {
    kinds: kinds.map((k) => [k, snapshotKind(k)] as const),
    revisions: [...db.revisions],
    activity: [...db.activity],
    articleSlugs: structuredClone(db.articleSlugs),
    contentTranslations: structuredClone(db.contentTranslations),
  };
}

/** Puts back what `snapshotContent` took. */
export function restoreContent(saved: ReturnType<typeof snapshotContent>) {
  for (const [kind, records] of saved.kinds) restoreKind(kind, records);
  db.revisions.splice(0, Infinity, ...saved.revisions);
  db.activity.splice(0, Infinity, ...saved.activity);
  db.articleSlugs.splice(0, Infinity, ...saved.articleSlugs);
  db.contentTranslations.splice(0, Infinity, ...saved.contentTranslations);
}

/** Puts a kind's records back as a snapshot holds them: the mocks' rollback of a write that failed half-way. */
export function restoreKind(kind: RevisionKind, records: ContentRecord[]) {
  const split = records.map((r) => splitTranslations(structuredClone(r)));
  collection(kind).splice(0, Infinity, ...split.map((s) => s.record));
  const ids = new Set(records.map((r) => r._id));
  deleteTranslations(
    kind,
    db.contentTranslations.filter((t) => t.kind === kind && !ids.has(t.recordId)).map((t) => t.recordId),
  );
  for (const [i, { record, translations }] of split.entries()) if (hasTranslations(records[i])) putTranslations(kind, record, translations);
}

/** The admin behind a write: who it is, and whether it may change the fields only a super admin may change. */
export interface Writer {
  _id: string;
  role: string;
}

/**
 * Stores a revision for every record the write changed, keeping the last 50 of each record. A regular admin's write
 * that changed a field marked `x-super-admin` is refused first (403 naming it) and undone, as the server's
 * transaction would be (ADR 0002).
 */
export function recordRevisions(kind: RevisionKind, before: ContentRecord[], operation: RevisionOperation, writer: Writer) {
  const after = snapshotKind(kind);
  const refusal = superAdminRefusal(superAdminFields, writer.role, before, after);
  if (refusal) {
    restoreKind(kind, before);
    throw refusal;
  }
  const adminId = writer._id;
  const createdAt = nowIso();
  const was = new Map(before.map((r) => [r._id, r]));
  const changes = revisionChanges(kind, before, after, operation);
  for (const change of changes) {
    // A record changed for the first time gets its earlier state stored first, so that it can be restored.
    const old = was.get(change.recordId);
    if (old && !db.revisions.some((r) => r.kind === kind && r.recordId === change.recordId)) {
      db.revisions.push({ _id: newId(), ...startingRevision(kind, old, createdAt) });
    }
    db.revisions.push({ _id: newId(), ...change, createdBy: adminId, createdAt } as Revision);
    const ofRecord = db.revisions.filter((r) => r.kind === kind && r.recordId === change.recordId);
    for (const old of ofRecord.slice(0, Math.max(0, ofRecord.length - REVISIONS_KEPT))) db.revisions.splice(db.revisions.indexOf(old), 1);
    recordActivity(contentActivity(change, adminId));
  }
  // A deleted record's translations go with it (its revision keeps them, for a restore).
  deleteTranslations(
    kind,
    changes.filter((c) => c.operation === 'delete').map((c) => c.recordId),
  );
}

export function findRevision(id: string): Revision {
  const found = db.revisions.find((r) => r._id === id);
  if (!found) throw new HttpError(404, REVISION_NOT_FOUND);
  return found;
}

/** Newest first. */
export const revisionsOf = (kind: RevisionKind, recordId?: string) =>
  db.revisions.filter((r) => r.kind === kind && (!recordId || r.recordId === recordId)).reverse();

/** The record as it is now, with its translations (a snapshot's record), or null once deleted. */
export const currentRecord = (kind: RevisionKind, id: string) => snapshotKind(kind).find((r) => r._id === id) ?? null;

/** Writes a revision's record back (bringing a deleted one back with its id) and stores the restore as a revision. */
export function restoreRevision(id: string, writer: Writer) {
  const revision = findRevision(id);
  const current = currentRecord(revision.kind, revision.recordId);
  if (matchesCurrentRecord(revision.snapshot, current)) throw new HttpError(409, REVISION_MATCHES_CURRENT);
  if (revision.kind === 'homepage-settings') checkLanguages(current as never, (revision.snapshot as { languages?: never }).languages);
  const before = snapshotKind(revision.kind);
  const record = writeRecordBack(revision.kind, revision.recordId, revision.snapshot as ContentRecord, writer._id)!;
  recordRevisions(revision.kind, before, 'restore', writer);
  return { kind: revision.kind, recordId: revision.recordId, record: structuredClone(record) };
}

/**
 * Writes a record back as `snapshot` holds it, stamped as modified by `adminId` (keeping its kind's one active record
 * when it is active), or removes it (null): a restore's and a release's undo's write.
 */
export function writeRecordBack(kind: RevisionKind, recordId: string, snapshot: ContentRecord | null, adminId: string): ContentRecord | undefined {
  const records = collection(kind);
  const at = records.findIndex((r) => r._id === recordId);
  if (!snapshot) {
    if (at >= 0) records.splice(at, 1);
    deleteTranslations(kind, [recordId]);
    return undefined;
  }
  const { record, translations } = splitTranslations(restoredRecord(snapshot, adminId, nowIso()));
  // A record stored before translations were kept with it leaves them as they are (hasTranslations).
  if (hasTranslations(snapshot)) putTranslations(kind, record, translations);
  if (at >= 0) records[at] = record;
  else records.push(record);
  if (SINGLE_ACTIVE_KINDS.has(kind) && record.isActive === true) {
    for (const other of records) if (other._id !== record._id) other.isActive = false;
  }
  return record;
}
