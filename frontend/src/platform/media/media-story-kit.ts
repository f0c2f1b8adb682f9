// What the media library's stories share (the library screen's and the image field's): files to put in the mock
// db, served by the mocks like uploaded ones, and a small image to upload.
import type { HttpHandler } from 'msw';
import type { components } from '@shared/contract/schema';
import { SUPER_ADMIN_ID } from '@shared/demo-content/ids';
import { newId, type MockDb } from '@mocks/db';
import { fallbackHandlers } from '@mocks/handlers';

type FileAsset = components['schemas']['FileAsset'];

/** A 1x1 PNG, built in the browser. */
export const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);
export const pngFile = (name: string) => new File([PNG], name, { type: 'image/png' });

/** The mocks serve uploaded files from memory; the stories' default handlers leave them out. */
export const servedUploads: Record<string, HttpHandler[]> = {
  uploads: fallbackHandlers.filter((h) => h.info.header.includes('/uploads/')),
};

const VARIANT_WIDTHS = [320, 640, 960];

/**
 * A photo in the library, uploaded by the demo super admin: a 4000 × 3000 JPEG whose AVIF and WebP copies
 * (three widths) are made, unless `overrides` say otherwise.
 */
export function libraryPhoto(originalName: string, createdAt: string, overrides: Partial<FileAsset> = {}): FileAsset {
  const _id = newId();
  const stem = `/uploads/mock/${_id}`;
  return {
    _id,
    fileUrl: `${stem}.jpg`,
    filename: `${_id}.jpg`,
    originalName,
    fileSize: 2_411_724,
    mimeType: 'image/jpeg',
    category: 'image',
    isActive: true,
    createdAt,
    width: 4000,
    height: 3000,
    variantsState: 'ready',
    variants: VARIANT_WIDTHS.flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => ({ url: `${stem}-${width}.${format}`, format, width, height: (width * 3) / 4, fileSize: width * 40 })),
    ),
    createdBy: SUPER_ADMIN_ID,
    ...overrides,
  };
}

/** Puts files in the mock library, their original and every copy served (each a small PNG). */
export function addFiles(d: MockDb, ...files: FileAsset[]) {
  for (const file of files) {
    d.fileAssets.push(file);
    for (const url of [file.fileUrl, ...(file.variants ?? []).map((v) => v.url)])
      d.blobs.set(url, { bytes: PNG, mime: 'image/png', originalName: file.originalName });
  }
}
