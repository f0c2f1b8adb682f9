// A release's review (ADR 0033), written once for both kits: a regular admin submits a release for review, and a
// super admin approves it (publishing it now or scheduling it) or sends it back with a comment. Each step stores the
// review on the release and its email in the mail outbox in one transaction: to every active super admin on a
// submit, back to the admin who submitted it on a decision.
import { releaseDecisionMails, releaseReviewMails, type OutgoingMail } from '@shared/contract/mail';
import { HttpError } from '@shared/contract/http-error';
import { REVIEW_STATES, RELEASE_NOT_IN_REVIEW, reviewComment, submitRefusal, type StoredRelease } from '@shared/contract/releases';
import type { components } from '@shared/contract/schema';
import type { ReleaseOutcome } from './release-publish';

type S = components['schemas'];

/** A release as a review step reads it. */
type ReviewedRelease = Pick<StoredRelease, '_id' | 'name' | 'state' | 'review'> & Pick<S['Release'], 'changeCount'>;

/** An admin as a review step knows them. */
export interface Reviewer {
  _id: string;
  name: string;
}

/** Each kit's side of a review: its release store, its transaction (`T`), its admins and its outbox. */
export interface ReviewPort<T> {
  /** The release with the number of its drafts (404 when there is none). */
  release(id: string): Promise<ReviewedRelease>;
  transaction(work: (tx: T) => Promise<void>): Promise<void>;
  setState(tx: T, id: string, state: S['ReleaseState'], outcome: ReleaseOutcome): Promise<void>;
  /** The email addresses of every active super admin. */
  reviewers(): Promise<string[]>;
  /** An admin's email address, if they are still an admin. */
  emailOf(adminId: string): Promise<string | undefined>;
  /** Puts emails about the release in the outbox. */
  mail(tx: T, releaseId: string, mails: OutgoingMail[]): Promise<void>;
  /** The site's address, for the links in the emails. */
  siteUrl: string;
}

/** Submits release `id` for review, as `by`, with an optional comment; the reviewers get an email. */
export async function submitRelease<T>(port: ReviewPort<T>, id: string, by: Reviewer, comment: string | undefined, now: string) {
  const release = await port.release(id);
  const refusal = submitRefusal(release, release.changeCount);
  if (refusal) throw refusal;
  const note = reviewComment(comment);
  const review: S['ReleaseReview'] = { submittedBy: by._id, submittedAt: now, ...(note ? { submitComment: note } : {}) };
  const reviewers = await port.reviewers();
  await port.transaction(async (tx) => {
    await port.setState(tx, id, 'in_review', { review, failure: null });
    await port.mail(tx, id, releaseReviewMails(release, reviewers, by.name, note, port.siteUrl));
  });
}

/** The release in review, or 409. */
async function inReview<T>(port: ReviewPort<T>, id: string): Promise<ReviewedRelease & { review: S['ReleaseReview'] }> {
  const release = await port.release(id);
  if (!REVIEW_STATES.has(release.state) || !release.review) throw new HttpError(409, RELEASE_NOT_IN_REVIEW);
  return release as ReviewedRelease & { review: S['ReleaseReview'] };
}

/** The decision, on the release and in an email to the admin who submitted it (none when they are gone). */
async function decide<T>(
  port: ReviewPort<T>,
  release: ReviewedRelease & { review: S['ReleaseReview'] },
  state: S['ReleaseState'],
  by: Reviewer,
  decision: Parameters<typeof releaseDecisionMails>[3],
  comment: string | undefined,
  now: string,
) {
  const note = reviewComment(comment);
  const review: S['ReleaseReview'] = {
    ...release.review,
    decision: decision.kind === 'sent_back' ? 'sent_back' : 'approved',
    decidedBy: by._id,
    decidedAt: now,
    ...(note ? { decisionComment: note } : {}),
  };
  const to = await port.emailOf(release.review.submittedBy);
  await port.transaction(async (tx) => {
    await port.setState(tx, release._id, state, { review });
    if (to) await port.mail(tx, release._id, releaseDecisionMails(release, to, by.name, decision, note, port.siteUrl));
  });
}

/** Sends release `id` back to be reworked, as `by`, with a comment: open again. */
export async function sendBackRelease<T>(port: ReviewPort<T>, id: string, by: Reviewer, comment: string, now: string) {
  const release = await inReview(port, id);
  await decide(port, release, 'open', by, { kind: 'sent_back' }, comment, now);
}

/**
 * Approves release `id`, as `by`: `goLive` publishes it now (without `at`) or schedules it, each from the review
 * state; only once it has, the approval is stored and the author told (a conflict leaves it failed, and unapproved).
 */
export async function approveRelease<T>(
  port: ReviewPort<T>,
  id: string,
  by: Reviewer,
  input: S['ReleaseApproveInput'],
  now: string,
  goLive: { publish: () => Promise<void>; schedule: (at: string) => Promise<void> },
) {
  const release = await inReview(port, id);
  if (input.at) await goLive.schedule(input.at);
  else await goLive.publish();
  const decision = input.at ? { kind: 'scheduled' as const, at: new Date(input.at).toISOString() } : { kind: 'published' as const };
  await decide(port, release, input.at ? 'scheduled' : 'published', by, decision, input.comment, now);
}
