// The media library on the mocks: uploaded images kept in memory and recorded as file assets, and where the mock
// content uses them (the rules themselves are shared with the backend in @shared/contract/media).
import type { components } from '@shared/contract/schema';
import { checkedImageType } from '@shared/contract/file-types';
import { cleanFileName, readImageSize, usageByUrl } from '@shared/contract/media';
import type { AuthContext } from './auth';
import { db, newId, nowIso, type MockDb } from './db';

type S = components['schemas'];
type FileAsset = S['FileAsset'];

/**
 * Checks and keeps an uploaded image (served by the mocks under its url) and records it in the media library.
 * The mocks make no resized copies: their records say `none`, and pages show the original.
 */
export function storeImage(bytes: Uint8Array, fileName: string, category: S['FileCategory'], auth: AuthContext | undefined): FileAsset {
  const type = checkedImageType(bytes);
  const filename = `${newId()}.${type.ext}`;
  const fileUrl = `/uploads/mock/${filename}`;
  const originalName = cleanFileName(fileName, category);
  db.blobs.set(fileUrl, { bytes, mime: type.mime, originalName });
  const size = type.mime === 'image/svg+xml' ? null : readImageSize(bytes);
  const asset: FileAsset = {
    _id: newId(),
    fileUrl,
    filename,
    originalName,
    fileSize: bytes.length,
    mimeType: type.mime,
    category,
    isActive: true,
    createdAt: nowIso(),
    ...(size ?? {}),
    variantsState: 'none',
    ...(auth ? { createdBy: auth.admin._id, createdByName: auth.admin.name } : {}),
  };
  if (category === 'logo') for (const f of db.fileAssets) if (f.category === 'logo') f.isActive = false;
  db.fileAssets.push(asset);
  return asset;
}

/** Removes a file's record and its bytes. */
export function forgetFile(asset: FileAsset) {
  db.fileAssets.splice(db.fileAssets.indexOf(asset), 1);
  db.blobs.delete(asset.fileUrl);
}

/** Where the mock db's content uses each url. */
export function usageIn(d: MockDb) {
  return usageByUrl({
    heroes: d.heroes,
    headers: d.headers,
    footers: d.footers,
    testimonialSections: d.testimonialSections,
    serviceDetails: d.serviceDetails,
    homepageSettings: d.homepageSettings,
    activeLogoUrl: d.fileAssets.find((f) => f.category === 'logo' && f.isActive)?.fileUrl,
  });
}
