import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, IMAGE_TYPES } from '@shared/contract/file-types';
import { LOGO_MAX_BYTES } from '@shared/contract/messages';

/** JPEG, JPG, PNG, GIF, WebP and SVG (docs/product/validation.md); some systems label JPG files image/jpg. */
const LOGO_TYPES = [...IMAGE_TYPES, 'image/jpg'];
const LOGO_EXTENSIONS = /\.(jpe?g|png|gif|webp|svg)$/i;

/** What the file input offers. */
export const LOGO_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,.svg,image/jpeg,image/png,image/gif,image/webp,image/svg+xml';
export const NO_FILE_MESSAGE = 'Please select a logo file first.';

/** Why a chosen file cannot be a logo, or null when it can (type first, then the 5MB limit). */
export function logoFileProblem(file: File): string | null {
  const typeOk = file.type ? LOGO_TYPES.includes(file.type) : LOGO_EXTENSIONS.test(file.name);
  if (!typeOk) return IMAGE_TYPE_MESSAGE;
  if (file.size > LOGO_MAX_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}
