// Part of the revision step: a content call sent with a release's id in its X-Release header (ADR 0033). Nothing of
// it is kept but the draft itself: the call runs in a transaction that is always undone, after the release's earlier
// drafts were made again in it (so a screen reloaded shows its drafts, and a draft builds on the earlier ones).
// A draft that no longer applies (a record it names was deleted live) is skipped, so it fails no call of the
// release, a read or a write of any kind; the release's own read names it (its change's `problem`).
// - A read answers the content with the release applied.
// - A write runs as a live one would (the kind's service, its rules, the refusal of a regular admin's change to a
//   super admin's field) and answers the same; then the call, the ids it made and the records it changed are kept
//   as a draft of the release. The content version does not move and no cache is told: visitors see nothing.
import { badRequest, HttpError } from '@shared/contract/http-error';
import { draftRecords, type StoredDraft } from '@shared/contract/releases';
import { revisionKindOf, revisionOperationOf } from '@shared/contract/revisions';
import type { RequestContext } from './context';
import { replayApplicable } from './draft-replay';
import type { RevisionPort } from './revision-port';

export interface DraftPort<C> {
  /** The release's drafts, oldest first: 404 when there is no such release, and for a write 409 unless it is open. */
  draftsOf(ctx: C, releaseId: string, forWrite: boolean): Promise<StoredDraft[]>;
  /** Runs `work` in a transaction that is undone whatever it wrote (the handler's answer stays in the context). */
  rolledBack(ctx: C, work: () => Promise<void>): Promise<void>;
  /** Makes a stored draft's call again (inside `rolledBack`), with the ids it made the first time. */
  replay(ctx: C, draft: StoredDraft): Promise<void>;
  /** Runs `work` and answers the ids `newId()` made meanwhile, in order. */
  madeIds(work: () => Promise<void>): Promise<string[]>;
  /** Keeps a new draft (after its transaction was undone). */
  store(ctx: C, draft: Omit<StoredDraft, '_id' | 'createdAt'>): Promise<void>;
}

/** Runs the rest of the pipeline (`next`: the handler) for a content call made in release `releaseId`. */
export async function inRelease<C extends RequestContext>(
  ctx: C,
  releaseId: string,
  revisions: RevisionPort<C>,
  drafts: DraftPort<C>,
  next: () => Promise<void>,
): Promise<void> {
  const admin = ctx.auth?.admin;
  if (!admin) throw new HttpError(500, 'A release call reached the revision step without its admin');
  const write = ctx.route.op.method !== 'get';
  const earlier = await drafts.draftsOf(ctx, releaseId, write);
  ctx.release = releaseId;
  let draft: Omit<StoredDraft, '_id' | 'createdAt'> | undefined;
  await drafts.rolledBack(ctx, async () => {
    await replayApplicable(earlier, (d) => drafts.replay(ctx, d));
    if (!write) return next();
    const kind = revisionKindOf(ctx.tag, ctx.params);
    if (!kind) throw badRequest('kind', 'is not a content kind');
    const before = await revisions.snapshot(ctx, kind);
    const ids = await drafts.madeIds(next);
    // Refuses what a live write would (a regular admin's change to a super admin's field); what it stores is undone.
    await revisions.record(ctx, kind, before, revisionOperationOf(ctx.route.op), { _id: admin._id, role: admin.role });
    const after = await revisions.snapshot(ctx, kind);
    draft = {
      releaseId,
      operation: ctx.route.op.operationId,
      params: ctx.params,
      query: ctx.query,
      ...(ctx.body === undefined ? {} : { body: ctx.body }),
      ids,
      kind,
      records: draftRecords(kind, before, after),
      createdBy: admin._id,
    };
  });
  if (draft) await drafts.store(ctx, draft);
}
