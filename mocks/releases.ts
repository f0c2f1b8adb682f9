// The mocks' releases and their drafts (ADR 0033), kept as the server keeps them: the release routes read them, and
// the route kit's release step (@shared/pipeline/release-drafts.ts) reads and adds drafts.
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { OPEN_STATES, RELEASE_NOT_FOUND, RELEASE_NOT_OPEN, type StoredDraft, type StoredRelease } from '@shared/contract/releases';
import type { ReleaseOutcome } from '@shared/pipeline/release-publish';
import { db, newId, nowIso } from './db';

type Release = components['schemas']['Release'];

/** A release as the API shows it: with the number of its drafts, without what it keeps for its undoing. */
export const withCount = ({ base: _base, ...r }: StoredRelease): Release => ({
  ...structuredClone(r),
  changeCount: db.releaseDrafts.filter((d) => d.releaseId === r._id).length,
});

export function findRelease(id: string): StoredRelease {
  const release = db.releases.find((r) => r._id === id);
  if (!release) throw new HttpError(404, RELEASE_NOT_FOUND);
  return release;
}

/** The release's drafts, oldest first: 404 without the release, and `forWrite`, 409 unless it is open. */
export function draftsOf(releaseId: string, forWrite: boolean): StoredDraft[] {
  const release = findRelease(releaseId);
  if (forWrite && !OPEN_STATES.has(release.state)) throw new HttpError(409, RELEASE_NOT_OPEN);
  return structuredClone(db.releaseDrafts.filter((d) => d.releaseId === releaseId));
}

/** Keeps a new draft and marks its release as changed. */
export function storeDraft(draft: Omit<StoredDraft, '_id' | 'createdAt'>) {
  const now = nowIso();
  db.releaseDrafts.push({ _id: newId(), ...structuredClone(draft), createdAt: now });
  findRelease(draft.releaseId).updatedAt = now;
}

/** Sets the release's new state, and what comes with it (a publish's time and maker, its failure, its base). */
export function setReleaseState(id: string, state: Release['state'], outcome: ReleaseOutcome) {
  const release = findRelease(id);
  release.state = state;
  release.updatedAt = nowIso();
  if (state !== 'scheduled') {
    delete release.scheduledAt;
    delete release.scheduledBy;
  }
  if (outcome.publishedAt) Object.assign(release, { publishedAt: outcome.publishedAt, publishedBy: outcome.publishedBy });
  if (outcome.failure) release.failure = structuredClone(outcome.failure);
  else if (outcome.failure === null) delete release.failure;
  if (outcome.base) release.base = structuredClone(outcome.base);
  if (outcome.undoneBy) release.undoneBy = outcome.undoneBy;
  if (outcome.review) release.review = structuredClone(outcome.review);
  if (outcome.scheduledAt) Object.assign(release, { scheduledAt: outcome.scheduledAt, scheduledBy: outcome.scheduledBy });
}
