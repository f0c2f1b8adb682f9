// Publishing a release (ADR 0033), written once for both kits: every draft of it made again in one transaction that
// is kept, each change stored in the history and the activity log as the publisher's, the publish itself once, and
// the content version raised once, so every instance shows all of it or none of it. First, in the same
// transaction, each record the drafts change is compared with the record the first of them started from: one changed
// on the live site since stops the publish before anything is written, and the release is marked failed with what
// differs. A draft that can no longer be made (a record it names was deleted live) fails it the same way.
// Undoing a published release (revertRelease) is here too: its records written back as they were, in one
// transaction, recorded as a release of its own.
import { HttpError } from '@shared/contract/http-error';
import { releasePublishActivity, releaseRevertActivity, type NewActivity } from '@shared/contract/activity';
import {
  PUBLISHABLE_STATES,
  RELEASE_CONFLICT,
  RELEASE_EMPTY,
  RELEASE_NOT_IN_REVIEW,
  RELEASE_NOT_PUBLISHABLE,
  REVIEW_STATES,
  RELEASE_NOT_REVERTIBLE,
  conflictErrors,
  undoName,
  kindsOf,
  releaseBase,
  releaseConflicts,
  type ReleaseBase,
  type StoredDraft,
  type StoredRelease,
} from '@shared/contract/releases';
import type { ContentRecord, RevisionKind, RevisionOperation } from '@shared/contract/revisions';
import type { components } from '@shared/contract/schema';
import type { Writer } from './revision-port';

type Release = components['schemas']['Release'];

/** What a publish changes on the release, beside its state. */
export interface ReleaseOutcome {
  publishedAt?: string;
  publishedBy?: string;
  /** What stopped it; null clears an earlier one. */
  failure?: Release['failure'] | null;
  base?: ReleaseBase[];
  /** The release that undid it. */
  undoneBy?: string;
  /** Its review as it now stands. */
  review?: Release['review'];
  /** With the state 'scheduled': when it is to be published, and whom as. */
  scheduledAt?: string;
  scheduledBy?: string;
}

/** Each kit's side: its release store, its transaction (`T`, its handle) and the writes a draft's replay makes. */
export interface PublishPort<T> {
  /** The release (404 when there is none). */
  release(id: string): Promise<StoredRelease>;
  drafts(id: string): Promise<StoredDraft[]>;
  /** Runs `work` in one transaction, kept unless it throws. */
  transaction(work: (tx: T) => Promise<void>): Promise<void>;
  snapshot(tx: T, kind: RevisionKind): Promise<ContentRecord[]>;
  /** Makes the draft's call again, as the publisher, with the ids it made. */
  replay(tx: T, draft: StoredDraft): Promise<void>;
  /** Stores the revisions and activity of the records the replayed call changed. */
  record(tx: T, kind: RevisionKind, before: ContentRecord[], operation: RevisionOperation): Promise<void>;
  activity(tx: T, event: NewActivity): Promise<void>;
  /** Raises the content version (inside the transaction). */
  written(tx: T): Promise<void>;
  /** Sets the release's state, inside `tx` or on its own. */
  setState(tx: T | undefined, id: string, state: Release['state'], outcome: ReleaseOutcome): Promise<void>;
  /** Once the publish is kept (the server's content cache lets go of what it holds). */
  committed(): void;
  /** Writes a record back as `record` holds it (audit fields stamped by the caller), or removes it (null). */
  writeBack(tx: T, kind: RevisionKind, recordId: string, record: ContentRecord | null): Promise<void>;
  /** Keeps a new release (an undo's). */
  create(tx: T, release: StoredRelease): Promise<void>;
}

/**
 * Publishes release `id` now, as `publisher` (whom the caller has let: publishRefusal, or the review's approval, or
 * the schedule's); `operationOf` names what each draft's call does, for the history.
 * `from`: the states it may be published from (the scheduler publishes only a scheduled one).
 */
export async function publishRelease<T>(
  port: PublishPort<T>,
  id: string,
  publisher: Writer,
  operationOf: (operationId: string) => RevisionOperation,
  now: string,
  from: ReadonlySet<Release['state']> = PUBLISHABLE_STATES,
) {
  const release = await port.release(id);
  if (!from.has(release.state)) throw new HttpError(409, from === REVIEW_STATES ? RELEASE_NOT_IN_REVIEW : RELEASE_NOT_PUBLISHABLE);
  const drafts = await port.drafts(id);
  if (!drafts.length) throw new HttpError(409, RELEASE_EMPTY);
  let conflicts: components['schemas']['ReleaseConflict'][] = [];
  try {
    await port.transaction(async (tx) => {
      const live = new Map<RevisionKind, ContentRecord[]>();
      for (const kind of kindsOf(drafts)) live.set(kind, await port.snapshot(tx, kind));
      conflicts = releaseConflicts(drafts, live);
      if (conflicts.length) return;
      for (const draft of drafts) {
        const before = await port.snapshot(tx, draft.kind);
        await port.replay(tx, draft);
        await port.record(tx, draft.kind, before, operationOf(draft.operation));
      }
      await port.activity(tx, releasePublishActivity(release, drafts.length, publisher._id));
      await port.written(tx);
      await port.setState(tx, id, 'published', { publishedAt: now, publishedBy: publisher._id, failure: null, base: releaseBase(drafts) });
    });
  } catch (e) {
    // A draft that can no longer be made: nothing was kept; the release says why.
    if (e instanceof HttpError && e.status === 409) await port.setState(undefined, id, 'failed', { failure: { message: e.message, conflicts: [] } });
    throw e;
  }
  if (conflicts.length) {
    await port.setState(undefined, id, 'failed', { failure: { message: RELEASE_CONFLICT, conflicts } });
    throw new HttpError(409, RELEASE_CONFLICT, conflictErrors(conflicts));
  }
  port.committed();
}

/**
 * Undoes published release `id`, as `reverter`: every record it changed written back as it was before it (one it
 * made, removed), in one transaction with one content version, each stored in the history as a restore; the undo is
 * a release of its own (`undoId`, published at once, its base the records as the release left them), and the
 * release is `reverted`.
 */
export async function revertRelease<T>(port: PublishPort<T>, id: string, reverter: Writer, undoId: string, now: string) {
  const release = await port.release(id);
  if (release.state !== 'published' || !release.base) throw new HttpError(409, RELEASE_NOT_REVERTIBLE);
  const base = release.base;
  await port.transaction(async (tx) => {
    const undone: ReleaseBase[] = [];
    for (const kind of [...new Set(base.map((b) => b.kind))]) {
      const before = await port.snapshot(tx, kind);
      for (const b of base.filter((x) => x.kind === kind)) {
        undone.push({ kind, recordId: b.recordId, record: before.find((r) => r._id === b.recordId) ?? null });
        await port.writeBack(tx, kind, b.recordId, b.record);
      }
      await port.record(tx, kind, before, 'restore');
    }
    await port.create(tx, {
      _id: undoId,
      name: undoName(release.name),
      state: 'published',
      createdBy: reverter._id,
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
      publishedBy: reverter._id,
      undoes: id,
      base: undone,
    });
    await port.activity(tx, releaseRevertActivity(release, base.length, reverter._id));
    await port.written(tx);
    await port.setState(tx, id, 'reverted', { undoneBy: undoId });
  });
  port.committed();
}
