// The media library: every uploaded logo and content image recorded in file_assets with its size and uploader;
// its AVIF/WebP variants made after the upload has answered (ImageVariantWorker); where content uses each file,
// so a used one is never deleted; and the srcsets the public pages use.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { IMAGE_TYPE_MESSAGE, checkedImageType } from '@shared/contract/file-types';
import {
  FILE_NOT_FOUND,
  cleanFileName,
  RESIZED_TYPES,
  fileInUseMessage,
  readImageSize as readHeaderSize,
  responsiveImages,
  usageByUrl,
  variantFilename,
} from '@shared/contract/media';
import { bool, newId, nowIso, parseJson } from '../db/rows';
import { keyOfPublicUrl, type FileStorage } from '../storage/file-storage';
import { readImageSize } from './image-variants';
import type { UploadedFile, VariantQueue } from './uploads';
import * as footers from './footer';
import * as headers from './header';
import * as heroes from './hero';
import * as homepage from './homepage';
import { paginate, type ListQuery } from './pagination';
import { builtServices } from './built-kinds';
import * as serviceDetails from './service-details';

type S = components['schemas'];
type FileAsset = S['FileAsset'];

const IMAGE_NOT_FOUND = 'Image not found';

export interface FileAssetRow {
  id: string;
  file_url: string;
  filename: string;
  original_name: string;
  file_size: number;
  mime_type: string;
  category: S['FileCategory'];
  is_active: number | boolean;
  created_at: string;
  width: number | null;
  height: number | null;
  variants_state: S['VariantsState'];
  variants: string | null;
  variants_claimed_at: number | string | null;
  created_by: string | null;
}

export const fileRows = (db: Knex) => db<FileAssetRow>('file_assets');
export const newestFirst = [
  { column: 'created_at', order: 'desc' as const },
  { column: 'id', order: 'desc' as const },
];

export function toFileAsset(r: FileAssetRow): FileAsset {
  const variants = parseJson<S['ImageVariant'][]>(r.variants, []);
  return {
    _id: r.id,
    fileUrl: r.file_url,
    filename: r.filename,
    originalName: r.original_name,
    fileSize: Number(r.file_size),
    mimeType: r.mime_type,
    category: r.category,
    isActive: bool(r.is_active),
    createdAt: r.created_at,
    ...(r.width && r.height ? { width: Number(r.width), height: Number(r.height) } : {}),
    variantsState: r.variants_state ?? 'none',
    ...(r.variants_state === 'ready' ? { variants } : {}),
    ...(r.created_by ? { createdBy: r.created_by } : {}),
  };
}

export const fileColumns = (f: FileAsset) => ({
  id: f._id,
  file_url: f.fileUrl,
  filename: f.filename,
  original_name: f.originalName,
  file_size: f.fileSize,
  mime_type: f.mimeType,
  category: f.category,
  is_active: f.isActive,
  created_at: f.createdAt,
  width: f.width ?? null,
  height: f.height ?? null,
  variants_state: f.variantsState ?? 'none',
  variants: f.variants ? JSON.stringify(f.variants) : null,
  created_by: f.createdBy ?? null,
});

/** Type (from the bytes), size limit, SVG without active content, and for photographs a readable image. */
async function checkImage(file: UploadedFile) {
  const type = checkedImageType(file.bytes);
  if (type.mime === 'image/svg+xml') return { type, size: null };
  if (!RESIZED_TYPES.includes(type.mime)) return { type, size: readHeaderSize(file.bytes) };
  // A file that starts like a JPEG but does not decode is refused now, not found broken later.
  const size = await readImageSize(file.bytes).catch(() => {
    throw new HttpError(415, IMAGE_TYPE_MESSAGE);
  });
  return { type, size };
}

/**
 * Stores an uploaded image under a generated name in `public/<folder>/`, records it and, for a photograph, leaves
 * its variants pending for the worker (kicked once the record is committed). A logo becomes the only active one.
 */
export async function storeImage(
  db: Knex,
  storage: FileStorage,
  file: UploadedFile,
  opts: { category: S['FileCategory']; folder: 'logos' | 'images'; adminId?: string; variants?: VariantQueue },
): Promise<FileAsset> {
  const { type, size } = await checkImage(file);
  const filename = `${newId()}.${type.ext}`;
  const key = `public/${opts.folder}/${filename}`;
  const fileUrl = storage.publicUrl(key);
  if (!fileUrl) throw new Error(`Storage gave no public URL for ${key}`);
  const asset: FileAsset = {
    _id: newId(),
    fileUrl,
    filename,
    originalName: cleanFileName(file.originalName, opts.category),
    fileSize: file.bytes.length,
    mimeType: type.mime,
    category: opts.category,
    isActive: true,
    createdAt: nowIso(),
    ...(size ?? {}),
    variantsState: RESIZED_TYPES.includes(type.mime) ? 'pending' : 'none',
    ...(opts.adminId ? { createdBy: opts.adminId } : {}),
  };
  await storage.put(key, file.bytes);
  try {
    await db.transaction(async (trx) => {
      if (opts.category === 'logo') await fileRows(trx).where('category', 'logo').update({ is_active: false });
      await fileRows(trx).insert(fileColumns(asset));
    });
  } catch (e) {
    await storage.delete(key);
    throw e;
  }
  if (asset.variantsState === 'pending' && opts.variants) {
    const queue = opts.variants;
    // Inside a caller's transaction the worker could not see the row yet: it starts once that commits.
    const committed = db.isTransaction ? (db as Knex.Transaction).executionPromise : Promise.resolve();
    committed.then(() => queue.kick()).catch(() => undefined);
  }
  return asset;
}

/** The stored keys of a file and its variants. */
function keysOf(asset: FileAsset): string[] {
  return [asset.fileUrl, ...(asset.variants ?? []).map((v) => v.url)].flatMap((url) => keyOfPublicUrl(url) ?? []).filter((k) => !k.startsWith('public/demo/'));
}

/** Deletes a file's record, then its bytes and its variants' (a failure to delete bytes leaves no record behind). */
export async function forgetFile(db: Knex, storage: FileStorage, row: FileAssetRow) {
  await fileRows(db).where('id', row.id).delete();
  const asset = toFileAsset(row);
  // Variants in the making are deleted by the worker when it finds the record gone.
  for (const key of keysOf(asset)) await storage.delete(key);
}

/** Where content uses each url: every hero, header, footer, testimonial, service details and settings record. */
export async function fileUsage(db: Knex) {
  const all = { page: 1, limit: 10_000 };
  const [heroList, headerList, footerList, testimonialList, detailsList, settings, logo] = await Promise.all([
    heroes.listHeroes(db, all),
    headers.listHeaders(db, all),
    footers.listFooters(db, all),
    builtServices.testimonials.listSections(db, all),
    serviceDetails.listDetails(db, all),
    homepage.listAllSettings(db),
    fileRows(db).where({ category: 'logo', is_active: true }).orderBy(newestFirst).first(),
  ]);
  return usageByUrl({
    heroes: heroList.data,
    headers: headerList.data,
    footers: footerList.data,
    testimonialSections: testimonialList.data,
    serviceDetails: detailsList.data,
    homepageSettings: settings,
    activeLogoUrl: logo?.file_url,
  });
}

/** The media library: a page of files, newest first, each with where it is used. */
export async function listFiles(db: Knex, query: ListQuery & { category?: unknown }) {
  const q = fileRows(db).orderBy(newestFirst);
  if (typeof query.category === 'string') q.where('category', query.category);
  if (typeof query.isActive === 'boolean') q.where('is_active', query.isActive);
  const usage = await fileUsage(db);
  return paginate(q, query, (row) => ({ ...toFileAsset(row), usedIn: usage.get(row.file_url) ?? [] }));
}

/** Deletes a file nothing uses; a used one is refused (409) with where it is used. */
export async function deleteFile(db: Knex, storage: FileStorage, id: string) {
  const row = await fileRows(db).where('id', id).first();
  if (!row) throw new HttpError(404, FILE_NOT_FOUND);
  const usedIn = (await fileUsage(db)).get(row.file_url);
  if (usedIn?.length) throw new HttpError(409, fileInUseMessage(usedIn));
  await forgetFile(db, storage, row);
}

/** A service-details image (the upload-image call of docs/product/calls.md): stored and recorded as a library image. */
export async function uploadContentImage(db: Knex, storage: FileStorage, file: UploadedFile, adminId?: string, variants?: VariantQueue) {
  const asset = await storeImage(db, storage, file, { category: 'image', folder: 'images', adminId, variants });
  const { fileUrl: url, filename, originalName, fileSize, mimeType } = asset;
  return { url, filename, originalName, fileSize, mimeType };
}

/**
 * Deletes a service-details image by its filename (the screen removes it from a section, then deletes it). Refused
 * when other content (a hero, a testimonial...) uses it too; 404 when no such file is stored.
 */
export async function deleteContentImage(db: Knex, storage: FileStorage, filename: string) {
  // The contract's pattern admits dot-only names such as '..', which are never ours.
  if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(filename) || filename.includes('..')) throw new HttpError(404, IMAGE_NOT_FOUND);
  const row = await fileRows(db).where({ category: 'image', filename }).first();
  if (!row) {
    // An image stored before the library recorded them.
    const key = `public/images/${filename}`;
    if (!(await storage.open(key).then((f) => (f?.body.destroy(), !!f)))) throw new HttpError(404, IMAGE_NOT_FOUND);
    return storage.delete(key);
  }
  const elsewhere = ((await fileUsage(db)).get(row.file_url) ?? []).filter((u) => u.kind !== 'service-details');
  if (elsewhere.length) throw new HttpError(409, fileInUseMessage(elsewhere));
  await forgetFile(db, storage, row);
}

/** The AVIF/WebP srcsets of the images content uses (public, cached with the content). */
export async function listResponsiveImages(db: Knex) {
  const rows = await fileRows(db).where('variants_state', 'ready').orderBy(newestFirst);
  return responsiveImages(rows.map(toFileAsset), await fileUsage(db));
}

/** The variant keys of an original, by width and format (for the worker). */
export const variantKey = (originalKey: string, width: number, format: 'avif' | 'webp') =>
  originalKey.replace(/[^/]+$/, (name) => variantFilename(name, width, format));
