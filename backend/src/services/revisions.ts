// Revision history of the content records. The route kit takes a snapshot of the kind a write changes before
// it runs and stores a revision for every record it created, changed or deleted, in the write's own
// transaction; a restore writes a revision's record back through the same row mapping the demo seed uses.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import {
  REVISIONS_KEPT,
  REVISION_MATCHES_CURRENT,
  REVISION_NOT_FOUND,
  SINGLE_ACTIVE_KINDS,
  matchesCurrentRecord,
  restoredRecord,
  revisionChanges,
  revisionDetail,
  startingRevision,
  type ContentRecord,
  type Revision,
  type RevisionKind,
  type RevisionOperation,
  type RevisionSummary,
} from '@shared/contract/revisions';
import { contentActivity } from '@shared/contract/activity';
import { superAdminRefusal } from '@shared/contract/super-admin-fields';
import { superAdminFields } from '../contract';
import { newId, nowIso, parseJson } from '../db/rows';
import { KIND_STORES, recordTable } from '../content-kinds';
import { recordActivity } from './activity';
import { deleteTranslations } from './translations';
import { checkLanguages, splitTranslations } from '@shared/contract/translations';
import { keepSingleActive } from './records';
import { paginate } from './pagination';

type S = components['schemas'];

interface RevisionRow {
  seq: number;
  id: string;
  kind: RevisionKind;
  record_id: string;
  record_title: string;
  operation: RevisionOperation;
  changed_fields: string;
  snapshot: string;
  created_by: string | null;
  created_at: string;
  admin_name?: string | null;
}

const revisionRows = (db: Knex) => db<RevisionRow>('revisions');

const toSummary = (r: RevisionRow): RevisionSummary => ({
  _id: r.id,
  kind: r.kind,
  recordId: r.record_id,
  recordTitle: r.record_title,
  operation: r.operation,
  changedFields: parseJson<string[]>(r.changed_fields, []),
  createdAt: r.created_at,
  ...(r.created_by ? { createdBy: r.created_by } : {}),
  ...(r.admin_name ? { createdByName: r.admin_name } : {}),
});

const toRevision = (r: RevisionRow): Revision => ({ ...toSummary(r), snapshot: parseJson<ContentRecord>(r.snapshot, { _id: r.record_id }) });

/** Every record of a kind as the API shows it: what a write is compared against. */
export const snapshotKind = (db: Knex, kind: RevisionKind) => KIND_STORES[kind].all(db);

/** The admin behind a write: who it is, and whether it may change the fields only a super admin may change. */
export interface Writer {
  _id: string;
  role: string;
}

/**
 * Stores the revisions of a write (inside its transaction) and drops what is beyond the last 50 of each record. A
 * regular admin's write that changed a field marked `x-super-admin` is refused first (403 naming it): the
 * transaction rolls back and nothing is stored (ADR 0002).
 */
export async function recordRevisions(trx: Knex, kind: RevisionKind, before: ContentRecord[], operation: RevisionOperation, writer: Writer) {
  const after = await snapshotKind(trx, kind);
  const refusal = superAdminRefusal(superAdminFields, writer.role, before, after);
  if (refusal) throw refusal;
  const adminId = writer._id;
  const changes = revisionChanges(kind, before, after, operation);
  const createdAt = nowIso();
  const was = new Map(before.map((r) => [r._id, r]));
  for (const change of changes) {
    // A record changed for the first time gets its earlier state stored first, so that it can be restored.
    const old = was.get(change.recordId);
    if (old && !(await revisionRows(trx).where({ kind, record_id: change.recordId }).first('seq'))) {
      await insertRevisions(trx, [{ _id: newId(), ...startingRevision(kind, old, createdAt) }]);
    }
    await insertRevisions(trx, [{ _id: newId(), ...change, createdBy: adminId, createdAt }]);
    const beyond = await revisionRows(trx).where({ kind, record_id: change.recordId }).orderBy('seq', 'desc').offset(REVISIONS_KEPT).limit(1000).pluck('seq');
    if (beyond.length) await revisionRows(trx).whereIn('seq', beyond).delete();
    await recordActivity(trx, contentActivity(change, adminId));
  }
  // A deleted record's translations go with it (its revision keeps them, for a restore).
  await deleteTranslations(
    trx,
    kind,
    changes.filter((c) => c.operation === 'delete').map((c) => c.recordId),
  );
  return changes;
}

const withAdminName = (q: Knex.QueryBuilder) => q.leftJoin('admins', 'admins.id', 'revisions.created_by').select('revisions.*', { admin_name: 'admins.name' });

export async function listRevisions(db: Knex, query: { kind: RevisionKind; recordId?: string; page?: unknown; limit?: unknown }) {
  const q = revisionRows(db).where('revisions.kind', query.kind).orderBy('revisions.seq', 'desc');
  if (query.recordId) q.where('revisions.record_id', query.recordId);
  return paginate(withAdminName(q) as Knex.QueryBuilder<RevisionRow>, query, toSummary);
}

async function findRevision(db: Knex, id: string) {
  const row = (await withAdminName(revisionRows(db).where('revisions.id', id)).first()) as RevisionRow | undefined;
  if (!row) throw new HttpError(404, REVISION_NOT_FOUND);
  return toRevision(row);
}

/** A revision beside its record as it is now (null once deleted). */
export async function getRevision(db: Knex, id: string): Promise<S['RevisionDetail']> {
  const revision = await findRevision(db, id);
  const current = (await snapshotKind(db, revision.kind)).find((r) => r._id === revision.recordId) ?? null;
  return revisionDetail(revision, current);
}

/**
 * Writes a record back as `snapshot` holds it, stamped as modified by `adminId` (keeping its kind's one active record
 * when it is active), or removes it (null): a restore's and a release's undo's write (inside their transaction).
 */
export async function writeRecordBack(trx: Knex, kind: RevisionKind, recordId: string, snapshot: ContentRecord | null, adminId: string) {
  const table = recordTable(kind);
  await trx(table).where('id', recordId).delete();
  if (!snapshot) return deleteTranslations(trx, kind, [recordId]);
  const record = restoredRecord(snapshot, adminId, nowIso());
  await KIND_STORES[kind].insert(trx, [record]);
  if (SINGLE_ACTIVE_KINDS.has(kind) && record.isActive === true) await keepSingleActive(trx, table, recordId);
}

/**
 * Writes the revision's record back as the current one (inside the route kit's transaction) and stores the
 * restore itself as a revision of every record it changed.
 */
export async function restoreRevision(trx: Knex, id: string, writer: Writer): Promise<S['RevisionRestored']> {
  const revision = await findRevision(trx, id);
  const before = await snapshotKind(trx, revision.kind);
  const current = before.find((r) => r._id === revision.recordId) ?? null;
  if (matchesCurrentRecord(revision.snapshot, current)) throw new HttpError(409, REVISION_MATCHES_CURRENT);
  if (revision.kind === 'homepage-settings') checkLanguages(current as never, (revision.snapshot as { languages?: never }).languages);
  await writeRecordBack(trx, revision.kind, revision.recordId, revision.snapshot as ContentRecord, writer._id);
  await recordRevisions(trx, revision.kind, before, 'restore', writer);
  const restored = (await snapshotKind(trx, revision.kind)).find((r) => r._id === revision.recordId)!;
  return { kind: revision.kind, recordId: revision.recordId, record: splitTranslations(restored).record };
}

/** Writes whole revisions (the demo seed). */
export async function insertRevisions(trx: Knex, list: readonly Revision[]) {
  for (const r of list) {
    await revisionRows(trx).insert({
      id: r._id,
      kind: r.kind,
      record_id: r.recordId,
      record_title: r.recordTitle,
      operation: r.operation,
      changed_fields: JSON.stringify(r.changedFields),
      snapshot: JSON.stringify(r.snapshot),
      created_by: r.createdBy ?? null,
      created_at: r.createdAt,
    });
  }
}
