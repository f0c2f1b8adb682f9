// The mocks' releases and their drafts (ADR 0033), kept as the server keeps them: the release routes read them, and
// the route kit's release step (@shared/pipeline/release-drafts.ts) reads and adds drafts.
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { RELEASE_NOT_FOUND, RELEASE_NOT_OPEN, type StoredDraft, type StoredRelease } from '@shared/contract/releases';
import { db, newId, nowIso } from './db';

type Release = components['schemas']['Release'];

/** A release as the API shows it: with the number of its drafts. */
export const withCount = (r: StoredRelease): Release => ({ ...structuredClone(r), changeCount: db.releaseDrafts.filter((d) => d.releaseId === r._id).length });

export function findRelease(id: string): StoredRelease {
  const release = db.releases.find((r) => r._id === id);
  if (!release) throw new HttpError(404, RELEASE_NOT_FOUND);
  return release;
}

/** The release's drafts, oldest first: 404 without the release, and `forWrite`, 409 unless it is open. */
export function draftsOf(releaseId: string, forWrite: boolean): StoredDraft[] {
  const release = findRelease(releaseId);
  if (forWrite && release.state !== 'open') throw new HttpError(409, RELEASE_NOT_OPEN);
  return structuredClone(db.releaseDrafts.filter((d) => d.releaseId === releaseId));
}

/** Keeps a new draft and marks its release as changed. */
export function storeDraft(draft: Omit<StoredDraft, '_id' | 'createdAt'>) {
  const now = nowIso();
  db.releaseDrafts.push({ _id: newId(), ...structuredClone(draft), createdAt: now });
  findRelease(draft.releaseId).updatedAt = now;
}
