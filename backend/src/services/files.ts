// Uploaded logos (ADR 0020): type checked from the bytes, stored under a generated name, recorded in the media
// library (services/media.ts). The newest uploaded logo is the only active one. Booking case files are stored by
// the bookings service and never appear here.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import type { FileStorage } from '../storage/file-storage';
import { fileColumns, fileRows, forgetFile, newestFirst, storeImage, toFileAsset } from './media';
import type { UploadedFile, VariantQueue } from './uploads';

type S = components['schemas'];
type FileAsset = S['FileAsset'];

const LOGO_NOT_FOUND = 'Logo not found';

/** The uploaded part named `field` (400 when it came as plain text). */
export function filePart(file: UploadedFile | undefined, field = 'logo'): UploadedFile {
  if (!file || file.field !== field) throw new HttpError(400, `${field} must be a file`, [{ field, message: 'must be a file' }]);
  if (file.size === 0) throw new HttpError(400, `${field} must not be empty`, [{ field, message: 'must not be empty' }]);
  return file;
}

/** The uploaded `logo` part. */
export const logoPart = (file: UploadedFile | undefined) => filePart(file, 'logo');

/** Stores a logo under a generated name and makes it the only active logo. */
export function uploadLogo(db: Knex, storage: FileStorage, file: UploadedFile, adminId?: string, variants?: VariantQueue): Promise<FileAsset> {
  return storeImage(db, storage, file, { category: 'logo', folder: 'logos', adminId, variants });
}

export async function getActiveLogo(db: Knex) {
  const row = await fileRows(db).where({ category: 'logo', is_active: true }).orderBy(newestFirst).first();
  if (!row) throw new HttpError(404, LOGO_NOT_FOUND);
  return toFileAsset(row);
}

/** Removes a logo's record, its stored file and variants (demo logos live in the built frontend, not in storage). */
export async function deleteLogo(db: Knex, storage: FileStorage, id: string) {
  const row = await fileRows(db).where({ id, category: 'logo' }).first();
  if (!row) throw new HttpError(404, LOGO_NOT_FOUND);
  await forgetFile(db, storage, row);
}

/** Writes whole records: the demo seed (their files are served from the built frontend's /uploads/demo). */
export async function insertFileAssets(trx: Knex, records: readonly FileAsset[]) {
  for (const f of records) await fileRows(trx).insert(fileColumns(f));
}
