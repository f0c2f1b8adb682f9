import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, IMAGE_TYPES } from '@shared/contract/file-types';
import { LOGO_MAX_BYTES } from '@shared/contract/messages';

/** What an image file input offers: JPEG, PNG, GIF, WebP and SVG (the server checks the bytes again). */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** The hint under an image file input. */
export const IMAGE_HINT = 'JPEG, PNG, GIF, WebP or SVG, up to 5MB.';

/** Why a chosen file cannot go to the media library (its type first, then the 5MB limit), or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > LOGO_MAX_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}
