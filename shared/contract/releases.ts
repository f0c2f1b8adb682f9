// What the server and the mocks say of releases and keep of their drafts (ADR 0033). A blank name is refused by the
// contract itself (openapi.yaml: `pattern: '\S'`); both sides store it trimmed.
import { HttpError } from './http-error';
import type { OperationInfo } from './openapi-validator';
import type { components } from './schema';
import {
  changedFieldsOf,
  matchesCurrentRecord,
  recordTitleOf,
  revisionChanges,
  revisionOperationOf,
  type ContentRecord,
  type RevisionKind,
  type RevisionOperation,
} from './revisions';

type S = components['schemas'];

export const RELEASE_CREATED = 'Release created successfully!';
export const RELEASE_NOT_FOUND = 'Release not found';
/** A draft sent to a release that is in review, scheduled or done: only an open release takes drafts. */
export const RELEASE_NOT_OPEN = 'Only an open or failed release takes drafts';
/** A content read or write that names a release without a token. */
export const RELEASE_NEEDS_SIGN_IN = 'Sign in to work with a release';
/** A draft that cannot be made again (a record it names was deleted live): what its replay said follows. */
export const draftNoLongerApplies = (summary: string, why: string) => `A draft of this release no longer applies (${summary}): ${why}`;
/** What a draft's answer says beside the write's own message. */
export const DRAFT_SAVED = 'Saved as a draft of the release; nothing visitors see has changed.';

export const PREVIEW_LINK_CREATED = 'Preview link created: anyone with it sees the site with this release for 72 hours.';
/** The line across the top of a page shown with a release applied, so nobody takes it for the live site. */
export const previewBannerText = (name: string) => `Preview of the release \u201c${name}\u201d: this is not the live site.`;
/** What a visitor sees at a preview link that was altered or has ended. */
export const PREVIEW_LINK_INVALID = 'This preview link has ended or is not valid. Ask for a new one.';

export const RELEASE_PUBLISHED = 'Release published: every change is live.';
/** A publish, schedule or undo asked by a regular admin while the release settings say they go through review. */
export const PUBLISH_NEEDS_REVIEW = 'A super admin publishes releases: submit this one for review';
export const RELEASE_NOT_PUBLISHABLE = 'Only an open, failed or scheduled release can be published';
export const RELEASE_EMPTY = 'This release has no drafts to publish';
export const RELEASE_CONFLICT = 'Nothing was published: records this release changes were changed on the live site since it was drafted';
/** A field of a conflicting record, in a 409's errors. */
export const CONFLICT_FIELD_MESSAGE = 'changed on the live site since it was drafted';

/** The states in which a release takes drafts (a failed one, to be mended). */
export const OPEN_STATES: ReadonlySet<S['ReleaseState']> = new Set(['open', 'failed']);
/** The states from which a release may be published now or scheduled (a scheduled one: again, or at a new time). */
export const PUBLISHABLE_STATES: ReadonlySet<S['ReleaseState']> = new Set(['open', 'failed', 'scheduled']);
/** The one state a release is approved (published or scheduled) or sent back from. */
export const REVIEW_STATES: ReadonlySet<S['ReleaseState']> = new Set(['in_review']);
/** The one state a release is published from when its time comes. */
export const DUE_STATES: ReadonlySet<S['ReleaseState']> = new Set(['scheduled']);

export const RELEASE_REVERTED = 'Release undone: every record it changed is back as it was.';
export const RELEASE_NOT_REVERTIBLE = 'Only a published release can be undone';
/** The name of the release an undo is recorded as. */
export const undoName = (name: string) => `Undo of \u201c${name}\u201d`.slice(0, 120);

export const RELEASE_SCHEDULED = 'Release scheduled: it will be published at the time set.';
export const RELEASE_UNSCHEDULED = 'Release taken off its schedule: it is open again.';
export const RELEASE_NOT_SCHEDULED = 'This release is not scheduled';
export const SCHEDULE_NOT_AHEAD = 'must be a time to come';
/** How long an instance's claim on a due release holds: a claim older than this (its instance died) is taken over. */
export const RELEASE_CLAIM_STALE_MS = 60_000;

export const RELEASE_SUBMITTED = 'Release submitted for review: the super admins have been sent an email.';
export const RELEASE_SENT_BACK = 'Release sent back: it is open again, and its author has been sent your comment.';
export const RELEASE_APPROVED = 'Release approved: every change is live, and its author has been told.';
export const RELEASE_APPROVED_SCHEDULED = 'Release approved and scheduled: its author has been told.';
export const RELEASE_NOT_IN_REVIEW = 'This release is not in review';
/** A submit of a release that is in review, scheduled or done. */
export const RELEASE_NOT_SUBMITTABLE = 'Only an open or failed release can be submitted for review';
export const RELEASE_NOTHING_TO_REVIEW = 'This release has no drafts to review';
export const RELEASE_SETTINGS_SAVED = 'Release settings saved successfully!';
/** Until a super admin says otherwise, a regular admin's release goes through review. */
export const DEFAULT_RELEASE_SETTINGS: S['ReleaseSettings'] = { regularAdminsMayPublish: false };

/** The 403 for a publish, schedule or undo by a regular admin whom the release settings send through review. */
export function publishRefusal(role: S['AdminRole'], settings: Pick<S['ReleaseSettings'], 'regularAdminsMayPublish'>): HttpError | undefined {
  return role === 'super_admin' || settings.regularAdminsMayPublish ? undefined : new HttpError(403, PUBLISH_NEEDS_REVIEW);
}

/** Why the release may not be submitted for review, or undefined. */
export function submitRefusal(release: { state: S['ReleaseState'] }, drafts: number): HttpError | undefined {
  if (!OPEN_STATES.has(release.state)) return new HttpError(409, RELEASE_NOT_SUBMITTABLE);
  if (!drafts) return new HttpError(409, RELEASE_NOTHING_TO_REVIEW);
  return undefined;
}

/** A comment as it is stored: trimmed, and none when blank. */
export const reviewComment = (comment: string | undefined) => comment?.trim() || undefined;

/**
 * Why the release may not be scheduled at `at` (ms), or undefined: its state (one of `from`), its drafts, and a time
 * to come.
 */
export function scheduleRefusal(
  release: { state: S['ReleaseState'] },
  drafts: number,
  at: number,
  now: number,
  from: ReadonlySet<S['ReleaseState']> = PUBLISHABLE_STATES,
): HttpError | undefined {
  if (!from.has(release.state)) return new HttpError(409, from === REVIEW_STATES ? RELEASE_NOT_IN_REVIEW : RELEASE_NOT_PUBLISHABLE);
  if (!drafts) return new HttpError(409, RELEASE_EMPTY);
  if (!(at > now)) return new HttpError(400, `at ${SCHEDULE_NOT_AHEAD}`, [{ field: 'at', message: SCHEDULE_NOT_AHEAD }]);
  return undefined;
}

/** How long a preview link works. */
export const PREVIEW_LINK_LIFETIME_MS = 72 * 60 * 60 * 1000;
/** Where a preview link points: this, then its signed token. */
export const PREVIEW_PATH = '/preview/';
/** The query parameter of a preview link that opens the preview in one of the site's languages: `?lang=de`. */
export const PREVIEW_LANG_PARAM = 'lang';

/** A preview link's address in a language: the link as made for the default one, `?lang=` for another (ADR 0044). */
export const previewLinkIn = (url: string, code: string, defaultCode: string): string =>
  code === defaultCode ? url : `${url}?${PREVIEW_LANG_PARAM}=${encodeURIComponent(code)}`;

/**
 * Where a preview link lands: the home page in the language it names (`/de/`), or the default's (`/`) when it
 * names none or nothing that can be a language code (openapi.yaml: LanguageCode). A code the site does not have
 * lands on the not-found page of that address, as any unknown language in a URL does.
 */
export function previewLanding(lang: unknown): string {
  return typeof lang === 'string' && /^[a-z]{2,3}$/.test(lang) ? `/${lang}/` : '/';
}

/** The cookie a preview link sets: the site's pages are rendered with its release while it lasts. */
export const PREVIEW_COOKIE = 'release_preview';

/** The header that names the release a content call works in (openapi.yaml: ReleaseHeader). */
export const RELEASE_HEADER = 'X-Release';

/** How an answer made in a release goes out: the caller's own, kept by no cache (it holds the release's drafts). */
export const RELEASE_CACHE_CONTROL = 'private, no-store';
/** What chose an answer made in a release, beside its URL. */
export const RELEASE_VARY = ['Authorization', RELEASE_HEADER] as const;

/** A release's name as it is stored. */
export const releaseName = (name: string): string => name.trim();

/** Whether the operation takes the release header: openapi.yaml declares it on every content read and write. */
export const takesRelease = (op: OperationInfo) =>
  ((op.operation.parameters as { $ref?: string; name?: string; in?: string }[] | undefined) ?? []).some(
    (p) => p.$ref === '#/components/parameters/ReleaseHeader' || (p.in === 'header' && p.name === RELEASE_HEADER),
  );

/**
 * A release as both sides keep it: its changes are stored apart (StoredDraft) and counted on the way out; `base` is
 * every record its drafts changed as it was before they were published (what undoing the release writes back).
 */
export type StoredRelease = Omit<S['Release'], 'changeCount' | 'changes' | 'createdByName'> & { base?: ReleaseBase[] };

/** A record as the release's first draft of it found it (null: a draft made it). */
export interface ReleaseBase {
  kind: RevisionKind;
  recordId: string;
  record: ContentRecord | null;
}

/** A draft as both sides keep it: the call to make again, the ids it made, and what it changed. */
export interface StoredDraft {
  _id: string;
  releaseId: string;
  /** The operationId of the write. */
  operation: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
  /** The ids the write made, in order: given back to it on every replay (ADR 0033, the id plan). */
  ids: string[];
  kind: RevisionKind;
  records: S['ReleaseChangeRecord'][];
  createdBy: string;
  createdAt: string;
}

/** Every record of the kind the write created, changed or deleted, before and after it. */
export function draftRecords(kind: RevisionKind, before: readonly ContentRecord[], after: readonly ContentRecord[]): S['ReleaseChangeRecord'][] {
  const was = new Map(before.map((r) => [r._id, r]));
  const now = new Map(after.map((r) => [r._id, r]));
  return revisionChanges(kind, before, after, 'update').map((c) => ({
    recordId: c.recordId,
    recordTitle: c.recordTitle,
    changedFields: c.changedFields,
    before: was.get(c.recordId) ?? null,
    after: now.get(c.recordId) ?? null,
  }));
}

/** A stored draft as the API shows it, with its operation's summary from openapi.yaml. */
export const releaseChange = (draft: StoredDraft, operations: readonly OperationInfo[]): S['ReleaseChange'] => ({
  _id: draft._id,
  operation: draft.operation,
  summary: String(operations.find((o) => o.operationId === draft.operation)?.operation.summary ?? draft.operation),
  kind: draft.kind,
  records: draft.records,
  createdBy: draft.createdBy,
  createdAt: draft.createdAt,
});

/**
 * The release with each draft that no longer applies marked with why (`stale`: by draft id, what its replay said).
 * Only a release whose drafts still wait is replayed for it: a published one's drafts are its history.
 */
export function withProblems<R extends Pick<S['Release'], 'changes'>>(release: R, stale: ReadonlyMap<string, string>): R {
  if (!stale.size || !release.changes) return release;
  return { ...release, changes: release.changes.map((c) => (stale.has(c._id) ? { ...c, problem: stale.get(c._id)! } : c)) };
}

/** Every record the drafts change, as the first draft to change it found it. */
export function releaseBase(drafts: readonly StoredDraft[]): ReleaseBase[] {
  const base = new Map<string, ReleaseBase>();
  for (const d of drafts)
    for (const r of d.records) {
      const key = `${d.kind} ${r.recordId}`;
      if (!base.has(key)) base.set(key, { kind: d.kind, recordId: r.recordId, record: (r.before as ContentRecord | null) ?? null });
    }
  return [...base.values()];
}

/**
 * The records changed on the live site since the drafts started from them (audit fields aside): `live` holds every
 * record of each kind the drafts change, as it is now. A record a draft made conflicts only if one with its id
 * appeared meanwhile.
 */
export function releaseConflicts(drafts: readonly StoredDraft[], live: ReadonlyMap<RevisionKind, readonly ContentRecord[]>): S['ReleaseConflict'][] {
  const conflicts: S['ReleaseConflict'][] = [];
  for (const { kind, recordId, record } of releaseBase(drafts)) {
    const now = live.get(kind)?.find((r) => r._id === recordId) ?? null;
    if (record === null ? now === null : matchesCurrentRecord(record, now)) continue;
    const from = record ?? { _id: recordId };
    conflicts.push({
      kind,
      recordId,
      recordTitle: recordTitleOf(kind, now ?? from),
      changedFields: now ? changedFieldsOf(from, now) : [],
      draftedFrom: from,
      live: now,
    });
  }
  return conflicts;
}

/** A conflict as a 409's errors say it: one per field (or per deleted record). */
export const conflictErrors = (conflicts: readonly S['ReleaseConflict'][]) =>
  conflicts.flatMap((c) =>
    c.live
      ? c.changedFields.map((f) => ({ field: `${c.recordTitle} › ${f}`, message: CONFLICT_FIELD_MESSAGE }))
      : [{ field: c.recordTitle, message: 'was deleted on the live site since it was drafted' }],
  );

/** The kinds the drafts change, each once. */
export const kindsOf = (drafts: readonly StoredDraft[]) => [...new Set(drafts.map((d) => d.kind))];

/** What a draft's call does, for the history its publish stores (an operation no longer offered: an update). */
export function draftOperation(operations: readonly OperationInfo[], operationId: string): RevisionOperation {
  const op = operations.find((o) => o.operationId === operationId);
  return op ? revisionOperationOf(op) : 'update';
}

/** Each state of a release in words (the Releases screen, a history's waiting drafts). */
export const RELEASE_STATE_LABELS: Record<S['ReleaseState'], string> = {
  open: 'Open',
  in_review: 'In review',
  scheduled: 'Scheduled',
  published: 'Published',
  failed: 'Failed',
  reverted: 'Reverted',
};

/** The states of a release whose drafts still wait: a screen's history shows them. */
export const WAITING_STATES: ReadonlySet<S['ReleaseState']> = new Set(['open', 'in_review', 'scheduled', 'failed']);
/** How many waiting drafts a history shows at the most. */
export const WAITING_DRAFTS_LIMIT = 100;

/**
 * The drafts of waiting releases that change a record of `kind` (or record `recordId`), newest first, each with its
 * release and only those records. `drafts` are oldest first, as both kits keep them.
 */
export function waitingDrafts(
  drafts: readonly StoredDraft[],
  releaseOf: (id: string) => Pick<S['Release'], '_id' | 'name' | 'state'> | undefined,
  kind: RevisionKind,
  recordId: string | undefined,
  operations: readonly OperationInfo[],
): S['ReleaseDraftEntry'][] {
  const entries: S['ReleaseDraftEntry'][] = [];
  for (const draft of [...drafts].reverse()) {
    const release = releaseOf(draft.releaseId);
    if (!release || !WAITING_STATES.has(release.state) || draft.kind !== kind) continue;
    const records = recordId ? draft.records.filter((r) => r.recordId === recordId) : draft.records;
    if (!records.length) continue;
    entries.push({ releaseId: release._id, releaseName: release.name, releaseState: release.state, change: { ...releaseChange(draft, operations), records } });
    if (entries.length === WAITING_DRAFTS_LIMIT) break;
  }
  return entries;
}
