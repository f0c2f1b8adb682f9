// The Releases screen's texts, limits and rules (ADR 0033). docs/product/messages.md gives this screen no texts of
// its own: what the server says comes from shared/contract/releases.ts; the rest is the screen's choice.
import type { components } from '@shared/contract/schema';
import { contentKind, type RevisionKind } from '@shared/content-kinds';
import { OPEN_STATES, PUBLISHABLE_STATES, RELEASE_STATE_LABELS, REVIEW_STATES } from '@shared/contract/releases';
import type { Release, ReleaseSettings } from './releases-api';

type S = components['schemas'];
export type ReleaseState = S['ReleaseState'];

/** openapi.yaml: ReleaseInput.name and the review inputs' comment. */
export const LIMITS = { name: 120, comment: 2000 } as const;

export const RELEASE_TEXTS = {
  intro: 'Prepare content changes as drafts, check them on a preview of the site, then publish them together, now or at a set time.',
  loading: 'Loading releases...',
  loadFailed: 'Failed to load releases',
  empty: 'No releases yet. Start one above, then save content changes as drafts of it.',
  detailLoading: 'Loading the release...',
  detailFailed: 'Failed to load this release',
  nameRequired: 'Enter a name for the release.',
  createFailed: 'Failed to create the release',
  actionFailed: 'The release could not be changed',
  noDrafts: 'This release has no drafts yet: save a content change as a draft of it to publish or submit it.',
  needsReview: 'A super admin publishes releases: submit this one for review when it is ready.',
  waitingForReview: 'Waiting for a super admin to approve it or send it back.',
  timeRequired: 'Choose when to publish it.',
  sendBackNeedsComment: 'Write what should change before sending it back.',
  linkCopied: 'Preview link copied',
  copyFailed: 'The link could not be copied: select it and copy it by hand.',
  settingsFailed: 'Failed to save the release settings',
  settingLabel: 'Regular admins may publish without review',
} as const;

/** Each state in words, and its badge: a theme colour that reaches 4.5:1 with its text. */
export const STATE_BADGE: Record<ReleaseState, { label: string; bg: string; text?: 'dark' }> = {
  open: { label: RELEASE_STATE_LABELS.open, bg: 'primary' },
  in_review: { label: RELEASE_STATE_LABELS.in_review, bg: 'warning', text: 'dark' },
  scheduled: { label: RELEASE_STATE_LABELS.scheduled, bg: 'info' },
  published: { label: RELEASE_STATE_LABELS.published, bg: 'success' },
  failed: { label: RELEASE_STATE_LABELS.failed, bg: 'danger' },
  reverted: { label: RELEASE_STATE_LABELS.reverted, bg: 'secondary' },
};

/** A release's latest moment in words: when it goes live, went live, or last changed. */
export function releaseMoment(r: Pick<Release, 'state' | 'scheduledAt' | 'publishedAt' | 'updatedAt'>): { label: string; at: string } {
  if (r.state === 'scheduled' && r.scheduledAt) return { label: 'Scheduled for', at: r.scheduledAt };
  if (r.state === 'published' && r.publishedAt) return { label: 'Published', at: r.publishedAt };
  return { label: 'Updated', at: r.updatedAt };
}

/** A content kind in words ('Hero'), as its declaration names it; the bare kind for one this build does not know. */
export const kindLabel = (kind: RevisionKind): string => contentKind(kind)?.label ?? kind;

export const changeCountText = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;

/** Who did something, by name; never a raw id. */
export const nameOr = (name: string | undefined) => name || 'an admin who no longer exists';

export type ReleaseAction = 'preview' | 'submit' | 'publish' | 'schedule' | 'unschedule' | 'decide' | 'undo';

/**
 * What the signed-in admin may do with the release, as the server allows it (openapi.yaml, /releases/{id}/…):
 * publishing, scheduling and undoing take a super admin, or the setting that lets regular admins publish; a review
 * decision takes a super admin; publishing and submitting take at least one draft.
 */
export function allowedActions(
  release: Pick<Release, 'state' | 'changeCount'>,
  superAdmin: boolean,
  settings: ReleaseSettings | undefined,
): Set<ReleaseAction> {
  const mayPublish = superAdmin || !!settings?.regularAdminsMayPublish;
  const drafts = release.changeCount > 0;
  const actions = new Set<ReleaseAction>();
  const { state } = release;
  if (state !== 'published' && state !== 'reverted') actions.add('preview');
  if (OPEN_STATES.has(state) && drafts) actions.add('submit');
  if (PUBLISHABLE_STATES.has(state) && drafts && mayPublish) {
    actions.add('publish');
    actions.add('schedule');
  }
  if (state === 'scheduled' && mayPublish) actions.add('unschedule');
  if (REVIEW_STATES.has(state) && superAdmin) actions.add('decide');
  if (state === 'published' && mayPublish) actions.add('undo');
  return actions;
}

/** The field names a refusal names, in the screen's words (a conflict's field already reads 'Record › field'). */
const FIELD_WORDS: Record<string, string> = { at: 'Publish at', name: 'Name', comment: 'Comment' };
export const fieldInWords = (field: string) => FIELD_WORDS[field] ?? field;

/** A datetime-local value ('2026-12-02T10:00', the admin's own time) as an ISO time; undefined when unreadable. */
export function isoFromLocal(value: string): string | undefined {
  const ms = new Date(value).getTime();
  return value && !Number.isNaN(ms) ? new Date(ms).toISOString() : undefined;
}
