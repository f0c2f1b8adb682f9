// Case files a visitor uploads with tus while filling in the booking form (ADR 0027): which uploads a creation may
// start, whose they are (a one-time token, stored hashed), what the content check found once all bytes arrived,
// their binding to the booking in its own transaction, short-lived download links for the team, and the cleanup
// of uploads never bound to a booking.
import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { jwtVerify, SignJWT } from 'jose';
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import {
  CASE_UPLOAD_MESSAGES,
  cleanFileName,
  DOWNLOAD_LINK_LIFETIME_MS,
  endingProblem,
  MAX_FILES_PER_BOOKING,
  parseUploadMetadata,
  UNBOUND_UPLOAD_LIFETIME_MS,
  UPLOAD_START_LIMIT,
  type CaseFileKind,
} from '@shared/contract/case-files';
import { caseFileDownloadActivity } from '@shared/contract/activity';
import { nowIso } from '../../db/rows';
import { rateLimit } from '../../middleware/rate-limit';
import { recordActivity } from '../activity';
import type { CaseFileStore } from './case-file-store';
import { checkCaseFile, type DicomSummary } from './content-check';

type S = components['schemas'];
type CaseUpload = S['CaseUpload'];
type State = CaseUpload['state'];

export interface CaseUploadRow {
  id: string;
  token_hash: string;
  booking_id: string | null;
  file_name: string;
  size: number | string;
  state: State;
  kind: CaseFileKind | null;
  mime_type: string | null;
  sha256: string | null;
  problem: string | null;
  dicom: string | null;
  created_at: number | string;
  completed_at: string | null;
  check_claimed_at: number | string | null;
  cleanup_claimed_at: number | string | null;
}

interface TokenRow {
  token_hash: string;
  booking_id: string | null;
  created_at: number | string;
}

export interface Limits {
  maxFileBytes: number;
  maxBookingBytes: number;
}

/** A claim older than this (its instance stopped mid-way) may be taken over. */
const CLAIM_STALE_MS = 10 * 60 * 1000;
const DOWNLOAD_AUDIENCE = 'case-file-download';

const uploads = (db: Knex) => db<CaseUploadRow>('case_uploads');
const tokens = (db: Knex) => db<TokenRow>('case_upload_tokens');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
/** tus upload ids: 32 hex characters, unguessable. */
export const newUploadId = () => randomBytes(16).toString('hex');

const notFound = () => new HttpError(404, CASE_UPLOAD_MESSAGES.notFound);
const headerError = (status: number, field: string, message: string) => new HttpError(status, message, [{ field, message }]);

/**
 * Whether a creation may start an upload of `length` bytes named by `metadata`, before tus makes anything: the name's
 * ending, the file and booking limits, and the token (a first creation gets a new one, rate-limited per address).
 */
export async function admitCreation(
  db: Knex,
  limits: Limits,
  input: { token?: string; length: number; metadata?: string; clientKey: string; now: number },
): Promise<{ token: string; tokenHash: string; fileName: string }> {
  const fileName = parseUploadMetadata(input.metadata)?.filename;
  if (!fileName) throw headerError(400, 'Upload-Metadata', 'Upload-Metadata must carry the file name (filename, base64)');
  const refused = endingProblem(fileName);
  if (refused) throw headerError(400, 'Upload-Metadata', refused);
  if (input.length > limits.maxFileBytes) throw headerError(413, 'Upload-Length', CASE_UPLOAD_MESSAGES.fileTooLarge(limits.maxFileBytes));

  if (input.token) {
    const tokenHash = hashToken(input.token);
    const row = await tokens(db).where({ token_hash: tokenHash }).whereNull('booking_id').first();
    if (!row) throw new HttpError(403, CASE_UPLOAD_MESSAGES.tokenRefused);
    const taken = await uploads(db).where('token_hash', tokenHash).whereNot('state', 'refused').count({ n: '*' }).sum({ bytes: 'size' }).first();
    if (Number(taken?.n ?? 0) >= MAX_FILES_PER_BOOKING) throw headerError(400, 'Case-Upload-Token', CASE_UPLOAD_MESSAGES.tooManyFiles);
    if (Number(taken?.bytes ?? 0) + input.length > limits.maxBookingBytes) {
      throw headerError(413, 'Upload-Length', CASE_UPLOAD_MESSAGES.bookingTooLarge(limits.maxBookingBytes));
    }
    return { token: input.token, tokenHash, fileName: cleanFileName(fileName) };
  }

  await rateLimit(db, 'case-upload', input.clientKey, input.now, UPLOAD_START_LIMIT);
  const token = newToken();
  const tokenHash = hashToken(token);
  await tokens(db).insert({ token_hash: tokenHash, booking_id: null, created_at: input.now });
  return { token, tokenHash, fileName: cleanFileName(fileName) };
}

/** The upload's row, made when tus has created the upload. */
export async function recordUpload(db: Knex, upload: { id: string; tokenHash: string; fileName: string; size: number }) {
  await uploads(db).insert({
    id: upload.id,
    token_hash: upload.tokenHash,
    booking_id: null,
    file_name: upload.fileName,
    size: upload.size,
    state: 'uploading',
    created_at: Date.now(),
  });
}

/** The upload, when `token` is the one it was made with; 404 otherwise (another token's uploads do not exist). */
export async function authorize(db: Knex, id: string, token: string | undefined): Promise<CaseUploadRow> {
  if (!token) throw notFound();
  const row = await uploads(db)
    .where({ id, token_hash: hashToken(token) })
    .first();
  if (!row) throw notFound();
  return row;
}

export async function findUpload(db: Knex, id: string) {
  return uploads(db).where('id', id).first();
}

/** How many bytes of an upload still being sent have arrived (0 when the store no longer knows it). */
async function offsetOf(store: CaseFileStore, row: CaseUploadRow) {
  if (row.state !== 'uploading') return Number(row.size);
  try {
    return (await store.datastore.getUpload(row.id)).offset;
  } catch {
    return 0;
  }
}

export function toCaseUpload(row: CaseUploadRow, offset: number): CaseUpload {
  return {
    _id: row.id,
    fileName: row.file_name,
    size: Number(row.size),
    offset,
    state: row.state,
    kind: row.kind,
    mimeType: row.mime_type,
    sha256: row.sha256,
    problem: row.problem,
    dicom: row.dicom ? (JSON.parse(row.dicom) as CaseUpload['dicom']) : null,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    completedAt: row.completed_at,
  };
}

/**
 * The upload's state for its visitor. A complete upload whose check never ran (its instance stopped between the
 * last byte and the check) is checked now.
 */
export async function describeUpload(db: Knex, store: CaseFileStore, row: CaseUploadRow): Promise<CaseUpload> {
  let current = row;
  const offset = await offsetOf(store, row);
  if (row.state === 'uploading' && offset === Number(row.size)) {
    await finishUpload(db, store, row.id);
    current = (await findUpload(db, row.id)) ?? row;
  }
  return toCaseUpload(current, current.state === 'uploading' ? offset : Number(current.size));
}

async function sha256Of(stream: Readable) {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const dicomJson = (d: DicomSummary | undefined) =>
  d
    ? JSON.stringify({
        modality: d.modality ?? null,
        slices: d.slices,
        rows: d.rows ?? null,
        columns: d.columns ?? null,
        sliceThicknessMm: d.sliceThicknessMm ?? null,
      })
    : null;

/**
 * Checks a complete upload by its content and records what it is and its SHA-256, or refuses it and deletes its
 * bytes. One instance does it: the check is claimed first (a conditional update), and a stale claim taken over.
 */
export async function finishUpload(db: Knex, store: CaseFileStore, id: string) {
  const now = Date.now();
  const claimed = await uploads(db)
    .where({ id, state: 'uploading' })
    .andWhere((q) => q.whereNull('check_claimed_at').orWhere('check_claimed_at', '<', now - CLAIM_STALE_MS))
    .update({ check_claimed_at: now });
  if (!claimed) return;
  try {
    const row = (await findUpload(db, id))!;
    const found = await checkCaseFile(row.file_name, store.source(id, Number(row.size)));
    if (!found.accepted) {
      await store.remove(id);
      await uploads(db).where('id', id).update({ state: 'refused', problem: found.problem, completed_at: nowIso() });
      return;
    }
    const sha256 = await sha256Of(await store.stream(id));
    await uploads(db)
      .where('id', id)
      .update({
        state: 'complete',
        kind: found.kind,
        mime_type: found.mime,
        sha256,
        dicom: dicomJson(found.dicom),
        completed_at: nowIso(),
      });
  } catch (e) {
    // The next status read (or another instance) checks it again.
    await uploads(db).where({ id, check_claimed_at: now }).update({ check_claimed_at: null });
    throw e;
  }
}

/** A visitor's cancel: only before the booking is sent. Tus deletes the bytes; this, the row. */
export function assertCancellable(row: CaseUploadRow) {
  if (row.booking_id) throw new HttpError(409, CASE_UPLOAD_MESSAGES.alreadyBound);
}

export async function forgetUpload(db: Knex, id: string) {
  await uploads(db).where('id', id).whereNull('booking_id').delete();
}

/**
 * Binds every complete upload made with `token` to the booking, in the booking's transaction, and uses the token
 * up: 403 when it is unknown or already used, and then nothing of the booking is stored. Refused files and files
 * still being sent stay unbound, and are swept after a day.
 */
/**
 * Whether binding the token would bring at least one complete file: it is not used up and a complete upload made with
 * it is not bound yet (a booking that brings files needs the health-data consent, ADR 0043).
 */
export async function tokenBindsFiles(trx: Knex, token: string): Promise<boolean> {
  const tokenHash = hashToken(token);
  const open = await tokens(trx).where({ token_hash: tokenHash }).whereNull('booking_id').first('token_hash');
  if (!open) return false;
  return !!(await uploads(trx).where({ token_hash: tokenHash, state: 'complete' }).whereNull('booking_id').first('id'));
}

export async function bindUploads(trx: Knex, token: string, bookingId: string) {
  const tokenHash = hashToken(token);
  const used = await tokens(trx).where({ token_hash: tokenHash }).whereNull('booking_id').update({ booking_id: bookingId });
  if (!used) throw new HttpError(403, CASE_UPLOAD_MESSAGES.tokenRefused);
  await uploads(trx).where({ token_hash: tokenHash, state: 'complete' }).whereNull('booking_id').update({ booking_id: bookingId });
}

/** The case files of each booking, oldest first. */
export async function uploadsOfBookings(db: Knex, store: CaseFileStore | undefined, bookingIds: string[]) {
  const byBooking = new Map<string, CaseUpload[]>(bookingIds.map((id) => [id, []]));
  if (!bookingIds.length) return byBooking;
  const rows = await uploads(db)
    .whereIn('booking_id', bookingIds)
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
  for (const row of rows) {
    const offset = store ? await offsetOf(store, row) : row.state === 'uploading' ? 0 : Number(row.size);
    byBooking.get(row.booking_id!)!.push(toCaseUpload(row, offset));
  }
  return byBooking;
}

/** A link that downloads the file for DOWNLOAD_LINK_LIFETIME_MS without a bearer token (a plain link). */
export async function createDownloadLink(db: Knex, secret: Uint8Array, id: string, adminId: string) {
  const row = await findUpload(db, id);
  if (!row) throw notFound();
  if (row.state !== 'complete') throw new HttpError(409, CASE_UPLOAD_MESSAGES.notComplete);
  const expiresAt = Date.now() + DOWNLOAD_LINK_LIFETIME_MS;
  const signature = await new SignJWT({ adm: adminId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(id)
    .setAudience(DOWNLOAD_AUDIENCE)
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(secret);
  return { url: `/api/case-uploads/${id}/download?signature=${signature}`, expiresAt: new Date(expiresAt).toISOString() };
}

/**
 * The file behind a download link, after checking the link (403 when expired or altered), and the download
 * recorded in the activity log with the admin who asked for the link.
 */
export async function openDownload(db: Knex, store: CaseFileStore, secret: Uint8Array, id: string, signature: string) {
  const row = await findUpload(db, id);
  if (!row) throw notFound();
  let adminId: string;
  try {
    const { payload } = await jwtVerify(signature, secret, { algorithms: ['HS256'], audience: DOWNLOAD_AUDIENCE, subject: id });
    if (typeof payload.adm !== 'string') throw new Error('no admin');
    adminId = payload.adm;
  } catch {
    throw new HttpError(403, CASE_UPLOAD_MESSAGES.linkExpired);
  }
  if (row.state !== 'complete') throw new HttpError(409, CASE_UPLOAD_MESSAGES.notComplete);
  if (row.booking_id) {
    const booking = await db<{ id: string; name: string }>('bookings').where('id', row.booking_id).first();
    if (booking)
      await recordActivity(db, caseFileDownloadActivity(adminId, { _id: booking.id, name: booking.name }, { kind: row.kind, size: Number(row.size) }));
  }
  return { row, body: await store.stream(id) };
}

/**
 * Deletes uploads never bound to a booking once UNBOUND_UPLOAD_LIFETIME_MS old, and tokens never used. Every instance
 * runs it; each upload is claimed first (a conditional update), so two instances never delete the same one.
 * Answers how many uploads this run deleted.
 */
export async function sweepUnbound(db: Knex, store: CaseFileStore, now = Date.now()) {
  const cutoff = now - UNBOUND_UPLOAD_LIFETIME_MS;
  const old = await uploads(db).whereNull('booking_id').andWhere('created_at', '<', cutoff).select('id').limit(500);
  let deleted = 0;
  for (const { id } of old) {
    const claimed = await uploads(db)
      .where('id', id)
      .whereNull('booking_id')
      .andWhere((q) => q.whereNull('cleanup_claimed_at').orWhere('cleanup_claimed_at', '<', now - CLAIM_STALE_MS))
      .update({ cleanup_claimed_at: now });
    if (!claimed) continue;
    await store.remove(id);
    await uploads(db).where('id', id).whereNull('booking_id').delete();
    deleted += 1;
  }
  await tokens(db)
    .whereNull('booking_id')
    .andWhere('created_at', '<', cutoff)
    .whereNotExists((q) => q.select(db.raw('1')).from('case_uploads').whereRaw('case_uploads.token_hash = case_upload_tokens.token_hash'))
    .delete();
  return deleted;
}
