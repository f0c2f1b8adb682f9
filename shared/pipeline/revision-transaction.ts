// Step: a signed-in write to public content, all or nothing. The kind the operation's tag names is snapshotted, the
// handler runs, a revision is stored for each record it changed (recordRevisions, which also refuses a regular
// admin's change to a super-admin field) and the kit's `written` runs, all in one transaction: when any of them
// throws, nothing of the write is left. The server's transaction is the database's; the mocks' puts the kind's
// records back as they were. Writes of the private tags change nothing visitors see and pass straight through.
// A content call that names a release (X-Release) is a draft or a read of that release instead (release-drafts.ts).
import { revisionKindOf, revisionOperationOf, type RevisionKind } from '@shared/contract/revisions';
import { RELEASE_HEADER, takesRelease } from '@shared/contract/releases';
import type { Step } from './compose';
import { headerValue, type RequestContext } from './context';
import { inRelease, type DraftPort } from './release-drafts';
import type { RevisionPort } from './revision-port';

export type { RevisionPort, Writer } from './revision-port';

/** Operations (by tag) whose writes never change what visitors see; every other signed-in write does. */
export const PRIVATE_TAGS: ReadonlySet<string> = new Set([
  'Auth',
  'Admin Accounts',
  'Booking',
  'Contact',
  'Newsletter',
  'Dashboard',
  'Activity',
  'Notifications',
  'Releases',
]);

/**
 * Operations of another tag whose writes never change what visitors see: one person's export link and erase (ADR
 * 0043), whose erase deletes files only after its own transaction has committed.
 */
export const PRIVATE_OPERATIONS: ReadonlySet<string> = new Set(['createPersonExportLink', 'erasePerson']);

/** Whether the request is a write to public content by a signed-in admin. */
export const writesContent = (ctx: RequestContext) =>
  !!ctx.auth && ctx.route.op.method !== 'get' && !PRIVATE_TAGS.has(ctx.tag) && !PRIVATE_OPERATIONS.has(ctx.route.op.operationId);

/**
 * The release a content call names (X-Release), when the operation takes one and a signed-in admin sent it. A public
 * read sent with it by anyone else answers the live content, as it would without it.
 */
const releaseOf = (ctx: RequestContext) => (ctx.auth && takesRelease(ctx.route.op) ? headerValue(ctx.header, RELEASE_HEADER) : undefined);

export const revisionTransactionStep =
  <C extends RequestContext>(port: RevisionPort<C>, drafts: DraftPort<C>): Step<C> =>
  async (ctx, next) => {
    const releaseId = releaseOf(ctx);
    if (releaseId) return inRelease(ctx, releaseId, port, drafts, next);
    if (!writesContent(ctx) || !ctx.auth) return next();
    const { admin } = ctx.auth;
    const kind: RevisionKind | undefined = revisionKindOf(ctx.tag, ctx.params);
    await port.transaction(ctx, kind, async () => {
      const before = kind ? await port.snapshot(ctx, kind) : [];
      await next();
      if (kind) await port.record(ctx, kind, before, revisionOperationOf(ctx.route.op), { _id: admin._id, role: admin.role });
      await port.written?.(ctx);
    });
    port.committed?.(ctx);
  };
