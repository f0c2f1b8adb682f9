// Resumable case-file uploads (ADR 0027), as the server does them: the tus 1.0.0 creation, HEAD, PATCH and
// termination under /case-uploads, each upload reachable only with the Case-Upload-Token it was created with; the
// head-of-file check of @shared/contract/case-files once the last byte arrives (the mocks open no zips); the binding to a
// booking (used by POST /booking/create); and admins' short-lived download links, each download recorded.
import { HttpResponse } from 'msw';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { attachmentDisposition } from '@shared/contract/file-types';
import { caseFileDownloadActivity } from '@shared/contract/activity';
import {
  CASE_UPLOAD_EXTENSIONS,
  CASE_UPLOAD_MESSAGES,
  CASE_UPLOAD_TOKEN_HEADER,
  DEFAULT_CASE_UPLOAD_LIMITS,
  DOWNLOAD_LINK_LIFETIME_MS,
  endingProblem,
  MAX_FILES_PER_BOOKING,
  TUS_RESUMABLE,
  UPLOAD_START_LIMIT,
  checkCaseFileHead,
  cleanFileName,
  parseUploadMetadata,
} from '@shared/contract/case-files';
import { db, nowIso, randomToken, type StoredCaseUpload } from '../db';
import { recordActivity } from '../activity';
import { created, ok, route } from '../route';
import { rateLimit } from './support';

type CaseUpload = components['schemas']['CaseUpload'];
type DicomSummary = NonNullable<CaseUpload['dicom']>;

const LIMITS = DEFAULT_CASE_UPLOAD_LIMITS;
/** How much of a file's start the content check reads. */
const HEAD_BYTES = 64 * 1024;
const TOKEN = CASE_UPLOAD_TOKEN_HEADER.toLowerCase();
/** On every tus answer; the exposed headers let tus-js-client read them across origins. */
const TUS_HEADERS = {
  'Tus-Resumable': TUS_RESUMABLE,
  'Access-Control-Expose-Headers': 'Location, Upload-Offset, Upload-Length, Tus-Resumable, Case-Upload-Token',
};

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** `n` random bytes in base64url without padding (32 bytes: 43 characters). */
export function randomBase64Url(n: number) {
  let binary = '';
  for (const b of globalThis.crypto.getRandomValues(new Uint8Array(n))) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** What the API shows of an upload: never its token, bytes or booking. */
export function toCaseUpload(u: StoredCaseUpload): CaseUpload {
  const { id, fileName, size, offset, state, kind, mimeType, sha256, problem, dicom, createdAt, completedAt } = u;
  return { _id: id, fileName, size, offset, state, kind, mimeType, sha256, problem, dicom, createdAt, completedAt };
}

/** A booking's uploads, oldest first. */
export function caseUploadsOf(bookingId: string): CaseUpload[] {
  return [...db.caseUploads.values()]
    .filter((u) => u.bookingId === bookingId)
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    .map(toCaseUpload);
}

/** 403 unless the token exists and no booking has used it yet (checked before the booking is stored). */
export function assertUsableToken(token: string) {
  if (db.uploadTokens.get(token)?.bookingId !== null) throw new HttpError(403, CASE_UPLOAD_MESSAGES.tokenRefused);
}

/** Whether binding the token would bring at least one complete file (it is not used up and made one), as the server counts. */
export function tokenBindsFiles(token: string) {
  if (db.uploadTokens.get(token)?.bookingId !== null) return false;
  return [...db.caseUploads.values()].some((u) => u.token === token && u.state === 'complete' && u.bookingId === null);
}

/** Binds every complete upload the token made to the booking, and uses the token up (as the server does). */
export function bindUploads(token: string, bookingId: string) {
  assertUsableToken(token);
  db.uploadTokens.set(token, { ...db.uploadTokens.get(token)!, bookingId });
  for (const u of db.caseUploads.values()) if (u.token === token && u.state === 'complete') u.bookingId = bookingId;
}

/** The upload, only for the token it was made with: any other token learns nothing (404). */
function ownedUpload(id: string, header: Record<string, unknown>) {
  const upload = db.caseUploads.get(id);
  if (!upload || upload.token !== header[TOKEN]) throw new HttpError(404, CASE_UPLOAD_MESSAGES.notFound);
  return upload;
}

/** Modality, image size and slice thickness from a DICOM file's header; nulls when it cannot be read. */
async function readDicomSummary(bytes: Uint8Array): Promise<DicomSummary> {
  const unread: DicomSummary = { modality: null, slices: 1, rows: null, columns: null, sliceThicknessMm: null };
  try {
    const mod = await import('dicom-parser');
    const parser = ('default' in mod ? mod.default : mod) as typeof mod;
    const set = parser.parseDicom(bytes, { untilTag: 'x7fe00010' });
    const thickness = Number.parseFloat(set.string('x00180050') ?? '');
    return {
      modality: set.string('x00080060') || null,
      slices: 1,
      rows: set.uint16('x00280010') || null,
      columns: set.uint16('x00280011') || null,
      sliceThicknessMm: Number.isFinite(thickness) ? thickness : null,
    };
  } catch {
    return unread;
  }
}

/** The last byte arrived: the content check decides complete (with its SHA-256) or refused (bytes dropped). */
async function finish(upload: StoredCaseUpload) {
  const check = checkCaseFileHead(upload.fileName, upload.bytes.subarray(0, HEAD_BYTES), upload.size);
  if (!check.accepted) {
    Object.assign(upload, { state: 'refused', problem: check.problem, bytes: new Uint8Array(0) });
    return;
  }
  const digest = await globalThis.crypto.subtle.digest('SHA-256', upload.bytes as Uint8Array<ArrayBuffer>);
  Object.assign(upload, {
    state: 'complete',
    kind: check.kind,
    mimeType: check.mime,
    sha256: hex(new Uint8Array(digest)),
    dicom: check.kind === 'dicom' ? await readDicomSummary(upload.bytes) : null,
    completedAt: nowIso(),
  });
}

export const caseUploadRoutes = [
  route('get', '/case-uploads/limits', () => ok({ extensions: [...CASE_UPLOAD_EXTENSIONS], ...LIMITS })),

  route('post', '/case-uploads', ({ header, clientKey }) => {
    const given = header[TOKEN] as string | undefined;
    if (!given) rateLimit('case-upload', clientKey, UPLOAD_START_LIMIT);
    const meta = parseUploadMetadata(header['upload-metadata'] as string);
    if (!meta?.filename) {
      const message = 'must carry the file name as `filename <base64>`';
      throw new HttpError(400, `Upload-Metadata ${message}`, [{ field: 'Upload-Metadata', message }]);
    }
    const fileName = cleanFileName(meta.filename);
    const refused = endingProblem(fileName);
    if (refused) throw new HttpError(400, refused, [{ field: 'Upload-Metadata', message: refused }]);
    const size = header['upload-length'] as number;
    if (size > LIMITS.maxFileBytes) throw new HttpError(413, CASE_UPLOAD_MESSAGES.fileTooLarge(LIMITS.maxFileBytes));

    const token = given ?? randomBase64Url(32);
    if (given) {
      if (db.uploadTokens.get(given)?.bookingId !== null) throw new HttpError(403, CASE_UPLOAD_MESSAGES.tokenRefused);
      const kept = [...db.caseUploads.values()].filter((u) => u.token === given && u.state !== 'refused');
      if (kept.reduce((sum, u) => sum + u.size, size) > LIMITS.maxBookingBytes) {
        throw new HttpError(413, CASE_UPLOAD_MESSAGES.bookingTooLarge(LIMITS.maxBookingBytes));
      }
      if (kept.length + 1 > MAX_FILES_PER_BOOKING) throw new HttpError(400, CASE_UPLOAD_MESSAGES.tooManyFiles);
    } else {
      db.uploadTokens.set(token, { bookingId: null, createdAt: Date.now() });
    }

    const id = randomToken();
    db.caseUploads.set(id, {
      id,
      token,
      bookingId: null,
      fileName,
      size,
      bytes: new Uint8Array(size),
      offset: 0,
      state: 'uploading',
      kind: null,
      mimeType: null,
      sha256: null,
      problem: null,
      dicom: null,
      createdAt: nowIso(),
      completedAt: null,
    });
    return new HttpResponse(null, {
      status: 201,
      headers: { ...TUS_HEADERS, Location: `/api/case-uploads/${id}`, [CASE_UPLOAD_TOKEN_HEADER]: token },
    });
  }),

  route('head', '/case-uploads/{id}', ({ params, header }) => {
    const upload = ownedUpload(params.id, header);
    return new HttpResponse(null, {
      status: 200,
      headers: { ...TUS_HEADERS, 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.size), 'Cache-Control': 'no-store' },
    });
  }),

  route('patch', '/case-uploads/{id}', async ({ params, header, request }) => {
    const upload = ownedUpload(params.id, header);
    const offset = header['upload-offset'] as number;
    const usable = () => {
      if (upload.state === 'complete') throw new HttpError(409, 'This upload is already complete.');
      if (upload.state === 'refused') throw new HttpError(409, `This upload was refused: ${upload.problem}`);
      if (offset !== upload.offset) {
        const message = `must be ${upload.offset}, the bytes already received`;
        throw new HttpError(409, `Upload-Offset ${message}.`, [{ field: 'Upload-Offset', message }]);
      }
    };
    usable();
    const chunk = new Uint8Array(await request.arrayBuffer());
    // Another PATCH may have landed while this body was read.
    usable();
    if (offset + chunk.byteLength > upload.size) {
      throw new HttpError(413, `The body goes past the upload's declared size (Upload-Length ${upload.size}).`);
    }
    upload.bytes.set(chunk, offset);
    upload.offset += chunk.byteLength;
    if (chunk.byteLength && upload.offset === upload.size) await finish(upload);
    return new HttpResponse(null, { status: 204, headers: { ...TUS_HEADERS, 'Upload-Offset': String(upload.offset) } });
  }),

  route('delete', '/case-uploads/{id}', ({ params, header }) => {
    const upload = ownedUpload(params.id, header);
    if (upload.bookingId) throw new HttpError(409, CASE_UPLOAD_MESSAGES.alreadyBound);
    db.caseUploads.delete(upload.id);
    for (const [signature, link] of db.downloadLinks) if (link.uploadId === upload.id) db.downloadLinks.delete(signature);
    return new HttpResponse(null, { status: 204, headers: TUS_HEADERS });
  }),

  route('get', '/case-uploads/{id}', ({ params, header }) => ok(toCaseUpload(ownedUpload(params.id, header)))),

  route('post', '/case-uploads/{id}/download-link', ({ params, auth }) => {
    const upload = db.caseUploads.get(params.id);
    if (!upload) throw new HttpError(404, CASE_UPLOAD_MESSAGES.notFound);
    if (upload.state !== 'complete') throw new HttpError(409, CASE_UPLOAD_MESSAGES.notComplete);
    const signature = randomBase64Url(32);
    const expiresAt = Date.now() + DOWNLOAD_LINK_LIFETIME_MS;
    db.downloadLinks.set(signature, { uploadId: upload.id, expiresAt, adminId: auth!.admin._id });
    return created({ url: `/api/case-uploads/${upload.id}/download?signature=${signature}`, expiresAt: new Date(expiresAt).toISOString() });
  }),

  route('get', '/case-uploads/{id}/download', ({ params, query }) => {
    const upload = db.caseUploads.get(params.id);
    if (!upload) throw new HttpError(404, CASE_UPLOAD_MESSAGES.notFound);
    const link = db.downloadLinks.get(String(query.signature));
    if (!link || link.uploadId !== upload.id || link.expiresAt <= Date.now() || upload.state !== 'complete') {
      throw new HttpError(403, CASE_UPLOAD_MESSAGES.linkExpired);
    }
    const booking = upload.bookingId ? db.bookings.find((b) => b._id === upload.bookingId) : undefined;
    if (booking) recordActivity(caseFileDownloadActivity(link.adminId, booking, upload));
    return new HttpResponse(upload.bytes as BodyInit, {
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': attachmentDisposition(upload.fileName),
        'Content-Length': String(upload.bytes.byteLength),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),
];
