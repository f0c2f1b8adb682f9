// Step: a signed-in write to public content, all or nothing. The kind the operation's tag names is snapshotted, the
// handler runs, a revision is stored for each record it changed (recordRevisions, which also refuses a regular
// admin's change to a super-admin field) and the kit's `written` runs, all in one transaction: when any of them
// throws, nothing of the write is left. The server's transaction is the database's; the mocks' puts the kind's
// records back as they were. Writes of the private tags change nothing visitors see and pass straight through.
import { REVISION_KIND_BY_TAG, revisionOperationOf, type ContentRecord, type RevisionKind, type RevisionOperation } from '@shared/contract/revisions';
import type { AdminRole } from '@shared/contract/operation-roles';
import type { Step } from './compose';
import type { RequestContext } from './context';

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

/** The admin behind a write, with the role that decides which fields it may change. */
export interface Writer {
  _id: string;
  role: AdminRole;
}

export interface RevisionPort<C> {
  /** Runs `work` so that, if it throws, nothing it wrote is kept; `kind` is the kind it may change, if any. */
  transaction(ctx: C, kind: RevisionKind | undefined, work: () => Promise<void>): Promise<void>;
  /** Every record of the kind, as it is now (inside the transaction). */
  snapshot(ctx: C, kind: RevisionKind): Promise<ContentRecord[]> | ContentRecord[];
  /** Stores a revision for every record the write changed (or throws, refusing the write). */
  record(ctx: C, kind: RevisionKind, before: ContentRecord[], operation: RevisionOperation, writer: Writer): Promise<void> | void;
  /** Last, inside the transaction (the server raises the content version). */
  written?(ctx: C): Promise<void> | void;
  /** Once the transaction is kept (the server's content cache lets go of what it holds). */
  committed?(ctx: C): void;
}

/** Whether the request is a write to public content by a signed-in admin. */
export const writesContent = (ctx: RequestContext) => !!ctx.auth && ctx.route.op.method !== 'get' && !PRIVATE_TAGS.has(ctx.tag);

export const revisionTransactionStep =
  <C extends RequestContext>(port: RevisionPort<C>): Step<C> =>
  async (ctx, next) => {
    if (!writesContent(ctx) || !ctx.auth) return next();
    const { admin } = ctx.auth;
    const kind: RevisionKind | undefined = REVISION_KIND_BY_TAG[ctx.tag];
    await port.transaction(ctx, kind, async () => {
      const before = kind ? await port.snapshot(ctx, kind) : [];
      await next();
      if (kind) await port.record(ctx, kind, before, revisionOperationOf(ctx.route.op), { _id: admin._id, role: admin.role });
      await port.written?.(ctx);
    });
    port.committed?.(ctx);
  };
