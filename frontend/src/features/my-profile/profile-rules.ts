// The "Your profile" card's texts, limits and checks: openapi.yaml's AdminProfileUpdate (AdminDisplayName, and the
// photo a MediaImageUrl of the media library or nothing).
import type { components } from '@shared/contract/schema';

type S = components['schemas'];

export const PROFILE_LIMITS = { displayName: 100, photo: 300 } as const;

/** openapi.yaml's MediaImageUrl: an image of the media library by its site-relative url. */
const MEDIA_IMAGE_URL = /^\/uploads\/[a-z0-9-]+\/[A-Za-z0-9_-]+\.(png|jpe?g|webp|gif|svg)$/;

export const PROFILE_TEXTS = {
  title: 'Your profile',
  note: 'How visitors see you on the articles you write.',
  displayName: 'Public name',
  displayNameHint: (name: string) => `Shown as the author of your articles, e.g. "Dr. Jane Doe, DDS". Left empty, your account name (${name}) is shown.`,
  photo: 'Photo',
  photoHint: 'A portrait from the media library, shown small and round beside your name on your articles.',
  photoOutsideLibrary: 'Choose an image from the media library, or upload one',
  save: 'Save profile',
  saving: 'Saving...',
  saved: 'Profile saved',
  saveFailed: 'Failed to save your profile',
  saveOffline: 'Error saving your profile: the server did not answer',
} as const;

export interface ProfileDraft {
  displayName: string;
  photo: string;
}

export type ProfileField = keyof ProfileDraft;

export const draftOf = (admin: Pick<S['Admin'], 'displayName' | 'photo'>): ProfileDraft => ({ displayName: admin.displayName ?? '', photo: admin.photo ?? '' });

/** What the form finds wrong before sending, by field (the server checks the same). */
export function validateProfile(draft: ProfileDraft): Partial<Record<ProfileField, string>> {
  const photo = draft.photo.trim();
  return photo && !MEDIA_IMAGE_URL.test(photo) ? { photo: PROFILE_TEXTS.photoOutsideLibrary } : {};
}

/** The body sent: both fields, an empty one removing it. */
export const toProfileUpdate = (draft: ProfileDraft): S['AdminProfileUpdate'] => ({ displayName: draft.displayName.trim(), photo: draft.photo.trim() });

/** The field a server error names, when it is one of the card's. */
export const profileFieldOf = (field: string): ProfileField | null => (field === 'displayName' || field === 'photo' ? field : null);
