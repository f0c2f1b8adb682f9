import type { components } from '@shared/contract/schema';
import { LIBRARY_LOAD_FAILED } from '@/platform/media/media-picker-grid';

export type FileAsset = components['schemas']['FileAsset'];

export const MEDIA_TABLE_NAME = 'Media files, newest first';

/** Texts the admin sees on the media library screen. */
export const MEDIA_MESSAGES = {
  title: 'Media Library',
  note: 'Every uploaded logo and image: see where each is used, upload new ones, and delete what nothing uses.',
  loading: 'Loading media files...',
  loadFailed: LIBRARY_LOAD_FAILED,
  empty: 'No files uploaded yet.',
  deleteFailed: 'Failed to delete file',
  notUsed: 'Not used',
} as const;

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'image/svg+xml': 'SVG',
};

/** 'JPEG', 'PNG', 'SVG'…; another type by its subtype, e.g. 'TIFF'. */
export const typeName = (mimeType: string) => TYPE_NAMES[mimeType] ?? (mimeType.split('/').pop() ?? mimeType).toUpperCase();

/** '4000 × 3000 px', or '—' when unknown (SVG). */
export const dimensionsText = ({ width, height }: FileAsset) => (width && height ? `${width} × ${height} px` : '—');

/** The state of the resized copies, in words. */
export function variantsText({ variantsState, variants = [] }: FileAsset): string {
  switch (variantsState) {
    case 'pending':
      return 'Resizing…';
    case 'ready': {
      const sizes = new Set(variants.map((v) => v.width)).size;
      return `AVIF and WebP, ${sizes} ${sizes === 1 ? 'size' : 'sizes'}`;
    }
    case 'failed':
      return 'Resizing failed — the original is shown';
    default:
      return 'Original only';
  }
}

/** While any file is being resized, the list is asked again this often, so its state changes on its own. */
export const RESIZE_POLL_MS = 2000;

export const anyResizing = (files: readonly FileAsset[] | undefined) => !!files?.some((f) => f.variantsState === 'pending');
