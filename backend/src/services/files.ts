// Uploaded logos and content images (DECISIONS 14): type checked from the bytes, stored under a generated
// name, recorded in file_assets. The newest uploaded logo is the only active one. Booking case files are
// stored by the bookings service and never appear here.
import type { Knex } from 'knex';
import type { components } from '@contract/schema';
import { HttpError } from '@contract/http-error';
import { LOGO_MAX_BYTES } from '@contract/messages';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, IMAGE_TYPES, sniffFileType, svgIsUnsafe } from '@contract/file-types';
import { bool, newId, nowIso } from '../db/rows';
import type { UploadedFile } from '../route';
import { keyOfPublicUrl, type FileStorage } from '../storage/file-storage';
import { paginate, type ListQuery } from './pagination';

type S = components['schemas'];
type FileAsset = S['FileAsset'];

interface FileAssetRow {
  id: string;
  file_url: string;
  filename: string;
  original_name: string;
  file_size: number;
  mime_type: string;
  category: S['FileCategory'];
  is_active: number | boolean;
  created_at: string;
}

const LOGO_NOT_FOUND = 'Logo not found';
const UNSAFE_SVG_MESSAGE = 'This SVG contains script or active content and cannot be used.';

const toFileAsset = (r: FileAssetRow): FileAsset => ({
  _id: r.id,
  fileUrl: r.file_url,
  filename: r.filename,
  originalName: r.original_name,
  fileSize: Number(r.file_size),
  mimeType: r.mime_type,
  category: r.category,
  isActive: bool(r.is_active),
  createdAt: r.created_at,
});

const columns = (f: FileAsset) => ({
  id: f._id,
  file_url: f.fileUrl,
  filename: f.filename,
  original_name: f.originalName,
  file_size: f.fileSize,
  mime_type: f.mimeType,
  category: f.category,
  is_active: f.isActive,
  created_at: f.createdAt,
});

const fileRows = (db: Knex) => db<FileAssetRow>('file_assets');
const newestFirst = [
  { column: 'created_at', order: 'desc' as const },
  { column: 'id', order: 'desc' as const },
];

/** The client's file name without any folder part, cut to the column's size. */
function cleanOriginalName(name: string) {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return (base || 'logo').slice(0, 255);
}

/** The uploaded `logo` part (400 when it came as plain text). */
export function logoPart(file: UploadedFile | undefined): UploadedFile {
  if (!file || file.field !== 'logo') throw new HttpError(400, 'logo must be a file', [{ field: 'logo', message: 'must be a file' }]);
  return file;
}

/** An image of an allowed type (from its bytes), within the size limit, and no SVG that could run script. */
function checkLogo(file: UploadedFile) {
  if (file.bytes.length > LOGO_MAX_BYTES) throw new HttpError(413, IMAGE_SIZE_MESSAGE);
  const type = sniffFileType(file.bytes);
  if (!type || !IMAGE_TYPES.includes(type.mime)) throw new HttpError(415, IMAGE_TYPE_MESSAGE);
  if (type.mime === 'image/svg+xml' && svgIsUnsafe(file.bytes)) throw new HttpError(415, UNSAFE_SVG_MESSAGE);
  return type;
}

/** Stores a logo under a generated name and makes it the only active logo. */
export async function uploadLogo(db: Knex, storage: FileStorage, file: UploadedFile): Promise<FileAsset> {
  const type = checkLogo(file);
  const filename = `${newId()}.${type.ext}`;
  const key = `public/logos/${filename}`;
  const fileUrl = storage.publicUrl(key);
  if (!fileUrl) throw new Error(`Storage gave no public URL for ${key}`);
  const logo: FileAsset = {
    _id: newId(),
    fileUrl,
    filename,
    originalName: cleanOriginalName(file.originalName),
    fileSize: file.bytes.length,
    mimeType: type.mime,
    category: 'logo',
    isActive: true,
    createdAt: nowIso(),
  };
  await storage.put(key, file.bytes);
  try {
    await db.transaction(async (trx) => {
      await fileRows(trx).where('category', 'logo').update({ is_active: false });
      await fileRows(trx).insert(columns(logo));
    });
  } catch (e) {
    await storage.delete(key);
    throw e;
  }
  return logo;
}

export async function getActiveLogo(db: Knex) {
  const row = await fileRows(db).where({ category: 'logo', is_active: true }).orderBy(newestFirst).first();
  if (!row) throw new HttpError(404, LOGO_NOT_FOUND);
  return toFileAsset(row);
}

/** Removes a logo's record and its stored file (demo logos live in the built frontend, not in storage). */
export async function deleteLogo(db: Knex, storage: FileStorage, id: string) {
  const row = await fileRows(db).where({ id, category: 'logo' }).first();
  if (!row) throw new HttpError(404, LOGO_NOT_FOUND);
  await fileRows(db).where('id', id).delete();
  const key = keyOfPublicUrl(row.file_url);
  if (key && !key.startsWith('public/demo/')) await storage.delete(key);
}

export async function listFiles(db: Knex, query: ListQuery & { category?: unknown }) {
  const q = fileRows(db).orderBy(newestFirst);
  if (typeof query.category === 'string') q.where('category', query.category);
  if (typeof query.isActive === 'boolean') q.where('is_active', query.isActive);
  return paginate(q, query, toFileAsset);
}

/** Writes whole records: the demo seed (their files are served from the built frontend's /uploads/demo). */
export async function insertFileAssets(trx: Knex, records: readonly FileAsset[]) {
  for (const f of records) await fileRows(trx).insert(columns(f));
}
