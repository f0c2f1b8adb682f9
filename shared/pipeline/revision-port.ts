// The revision step's port (revision-transaction.ts), which a release's drafts use too (release-drafts.ts): each kit
// supplies its transactions, its snapshots of a kind and its revision records.
import type { AdminRole } from '@shared/contract/operation-roles';
import type { ContentRecord, RevisionKind, RevisionOperation } from '@shared/contract/revisions';

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
