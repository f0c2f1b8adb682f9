// Booking requests (ADRs 0018, 0019): the public create issues a one-time case-file upload name; admins read
// the inbox, change statuses and download the privately stored case file.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { CASE_FILE_MAX_BYTES, CASE_FILE_WINDOW_MS } from '@shared/contract/messages';
import { attachmentDisposition, CASE_FILE_SIZE_MESSAGE, CASE_FILE_TYPE_MESSAGE, CASE_FILE_TYPES, sniffFileType } from '@shared/contract/file-types';
import { bookingStatusActivity, caseFileCount, caseFileDownloadActivity, caseFileViewActivity } from '@shared/contract/activity';
import { compact, newId, nowIso } from '../db/rows';
import { caseFileAccessOf, recordActivity } from './activity';
import { bookingMails } from '@shared/contract/mail';
import type { Config } from '../config';
import { enqueueMails, getNotificationSettings, withDeliveries } from './mail-outbox';
import type { RawReply } from '../route';
import type { FileStorage } from '../storage/file-storage';
import { paginate, type ListQuery } from './pagination';
import { bindUploads, tokenBindsFiles, uploadsOfBookings } from './case-files/case-uploads';
import { currentHealthConsent, healthConsentColumns, healthDataConsentOf } from './health-consent';
import { checkHealthConsent, HEALTH_CONSENT_FIELD, HEALTH_CONSENT_TEXTS } from '@shared/contract/person-data';
import type { CaseFileStore } from './case-files/case-file-store';
import type { UploadedFile } from './uploads';

type S = components['schemas'];
type Booking = S['Booking'];
type BookingInput = S['BookingInput'];
type BookingRequest = S['BookingRequest'];
type BookingStatus = S['BookingStatus'];
type CaseFileReceipt = S['CaseFileReceipt'];

interface BookingRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string | null;
  date: string;
  time: string;
  status: BookingStatus;
  upload_name: string | null;
  upload_issued_at: number | string | null;
  case_file_key: string | null;
  case_file_original_name: string | null;
  case_file_size: number | null;
  case_file_mime: string | null;
  case_file_uploaded_at: string | null;
  health_consent_version?: number | string | null;
  health_consent_at?: string | null;
  /** When it was last closed (completed or cancelled), in ms; null while open. */
  closed_at?: number | string | null;
  created_at: string;
  updated_at: string;
}

const NOT_FOUND = 'Booking not found';
const CASE_FILE_NOT_FOUND = 'Case file not found';

const caseFileOf = (r: BookingRow): Booking['caseFile'] =>
  r.case_file_uploaded_at
    ? {
        originalName: r.case_file_original_name ?? 'case-file',
        fileSize: Number(r.case_file_size ?? 0),
        mimeType: r.case_file_mime ?? '',
        uploadedAt: r.case_file_uploaded_at,
      }
    : null;

const toBooking = (r: BookingRow): Booking => ({
  ...(compact({
    _id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    message: r.message,
    date: r.date,
    time: r.time,
    status: r.status,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }) as Booking),
  caseFile: caseFileOf(r),
  ...compact({ healthDataConsent: healthDataConsentOf(r) }),
});

function columns(input: BookingInput) {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    subject: input.subject,
    message: input.message ?? null,
    date: input.date,
    time: input.time,
  };
}

const bookingRows = (db: Knex) => db<BookingRow>('bookings');

async function findRow(db: Knex, id: string) {
  const row = await bookingRows(db).where('id', id).first();
  if (!row) throw new HttpError(404, NOT_FOUND);
  return row;
}

/** A random, unguessable upload name (ADR 0019). */
const newUploadName = () => `case-${randomBytes(16).toString('hex')}`;

/** Each booking with its case files (uploaded with tus and bound to it). */
async function withCaseUploads(db: Knex, store: CaseFileStore | undefined, bookings: Booking[]): Promise<Booking[]> {
  const files = await uploadsOfBookings(
    db,
    store,
    bookings.map((b) => b._id),
  );
  return bookings.map((b) => ({ ...b, caseUploads: files.get(b._id) ?? [] }));
}

/**
 * A new booking and its emails (the team's alert, the visitor's confirmation) in one transaction: none is lost.
 * With an upload token, the case files sent with it are bound to the booking in the same transaction.
 */
export async function createBooking(db: Knex, config: Config, input: BookingRequest, store?: CaseFileStore) {
  const id = newId();
  const uploadName = newUploadName();
  const now = nowIso();
  await db.transaction(async (trx) => {
    // Before anything is stored: case files need the current consent version, and a stale version is refused.
    const consentAt = config.clock.now();
    const filesBound = input.uploadToken ? await tokenBindsFiles(trx, input.uploadToken) : false;
    checkHealthConsent(input.healthDataConsentVersion, (await currentHealthConsent(trx, consentAt)).version, filesBound);
    await bookingRows(trx).insert({
      id,
      ...columns(input),
      status: 'pending',
      upload_name: uploadName,
      upload_issued_at: Date.now(),
      ...healthConsentColumns(input.healthDataConsentVersion, new Date(consentAt).toISOString()),
      created_at: now,
      updated_at: now,
    });
    if (input.uploadToken) await bindUploads(trx, input.uploadToken, id);
    await enqueueMails(trx, config, { type: 'booking', id }, bookingMails({ ...input, _id: id }, await getNotificationSettings(trx, config), config.publicUrl));
  });
  const [booking] = await withCaseUploads(db, store, [toBooking(await findRow(db, id))]);
  return { ...booking, fileNameForVPS: uploadName };
}

/** Newest first, optionally of one status. */
export async function listBookings(db: Knex, query: ListQuery & { status?: unknown }, store?: CaseFileStore) {
  const q = bookingRows(db).orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
  if (typeof query.status === 'string') q.where('status', query.status);
  const page = await paginate(q, query, toBooking);
  return { ...page, data: await withDeliveries(db, 'booking', await withCaseUploads(db, store, page.data)) };
}

async function readBooking(db: Knex, id: string, store?: CaseFileStore) {
  return (await withDeliveries(db, 'booking', await withCaseUploads(db, store, [toBooking(await findRow(db, id))])))[0];
}

/**
 * One booking as an admin reads it. A read that shows case files (their kinds, sizes and what their check found) is
 * a view of them, recorded once the read succeeded; a booking without case files records nothing.
 */
export async function getBooking(db: Knex, id: string, adminId: string, store?: CaseFileStore) {
  const booking = await readBooking(db, id, store);
  await recordCaseFileViews(db, adminId, [booking]);
  return booking;
}

/** The views of case files an admin's read of these bookings showed: one entry per booking that holds any. */
export async function recordCaseFileViews(db: Knex, adminId: string, bookings: readonly Booking[]) {
  for (const booking of bookings) {
    const files = caseFileCount(booking);
    if (files) await recordActivity(db, caseFileViewActivity(adminId, booking, files));
  }
}

/**
 * Every booking made with one address (compared as `personKey` gives it), newest first, as an admin reads them: with
 * their case files and their emails' deliveries. Records no view: the caller decides whether its answer shows them.
 */
export async function bookingsOfPerson(db: Knex, key: string, store?: CaseFileStore) {
  const rows = await bookingRows(db)
    .whereRaw('lower(trim(email)) = ?', [key])
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  return withDeliveries(db, 'booking', await withCaseUploads(db, store, rows.map(toBooking)));
}

/** Who opened the booking's case files (views and downloads), newest first; 404 for an unknown booking. */
export async function getCaseFileAccess(db: Knex, id: string) {
  await findRow(db, id);
  return caseFileAccessOf(db, id);
}

export async function updateBookingStatus(db: Knex, id: string, status: BookingStatus, adminId: string, store?: CaseFileStore) {
  await db.transaction(async (trx) => {
    const row = await findRow(trx, id);
    // Closing starts the retention clock of its case files; reopening stops it (ADR 0005).
    const closedAt = CLOSED_STATUSES.includes(status) ? (CLOSED_STATUSES.includes(row.status) ? undefined : Date.now()) : null;
    await bookingRows(trx)
      .where('id', id)
      .update({ status, updated_at: nowIso(), ...(closedAt === undefined ? {} : { closed_at: closedAt }) });
    if (row.status !== status) await recordActivity(trx, bookingStatusActivity(adminId, { _id: row.id, name: row.name }, row.status, status));
  });
  return readBooking(db, id, store);
}

/** The statuses that close a booking: its case files are then kept only as long as the retention setting says. */
export const CLOSED_STATUSES: readonly BookingStatus[] = ['completed', 'cancelled'];

/** The stored case file as a download; never served from a public URL. */
export async function downloadCaseFile(db: Knex, storage: FileStorage, id: string, adminId: string): Promise<RawReply> {
  const row = await findRow(db, id);
  const bytes = row.case_file_key ? await storage.get(row.case_file_key) : null;
  if (!bytes) throw new HttpError(404, CASE_FILE_NOT_FOUND);
  // Who opened a patient's file: this download is in the booking's case-file access, as an upload's is.
  await recordActivity(db, caseFileDownloadActivity(adminId, { _id: row.id, name: row.name }, { kind: null, size: bytes.length }));
  return {
    status: 200,
    body: bytes,
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': attachmentDisposition(row.case_file_original_name ?? 'case-file'),
      'Content-Length': String(bytes.length),
      'X-Content-Type-Options': 'nosniff',
    },
  };
}

/** The client's file name without any folder part, cut to the column's size. */
function cleanOriginalName(name: string) {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return (base || 'case-file').slice(0, 255);
}

/**
 * The anonymous case-file upload (ADR 0019): accepted once, within CASE_FILE_WINDOW_MS of a booking whose visitor
 * gave the health-data consent (ADR 0043), for the types sniffed from the bytes, up to CASE_FILE_MAX_BYTES; stored
 * privately under a generated key.
 */
export async function attachCaseFile(db: Knex, storage: FileStorage, uploadName: string, file: UploadedFile): Promise<CaseFileReceipt> {
  const row = await bookingRows(db).where('upload_name', uploadName).first();
  if (!row || row.upload_issued_at === null || Date.now() - Number(row.upload_issued_at) > CASE_FILE_WINDOW_MS) {
    throw new HttpError(404, 'Upload link not found or expired');
  }
  // The file is health data: only a booking whose visitor gave the explicit consent takes one (ADR 0043).
  if (!healthDataConsentOf(row)) {
    throw new HttpError(400, HEALTH_CONSENT_TEXTS.missing, [{ field: HEALTH_CONSENT_FIELD, message: HEALTH_CONSENT_TEXTS.missing }]);
  }
  const alreadyUploaded = new HttpError(409, 'A case file was already uploaded for this booking');
  if (row.case_file_uploaded_at || row.case_file_key) throw alreadyUploaded;

  if (file.bytes.length > CASE_FILE_MAX_BYTES) throw new HttpError(413, CASE_FILE_SIZE_MESSAGE);
  const type = sniffFileType(file.bytes);
  if (!type || !CASE_FILE_TYPES.includes(type.mime)) throw new HttpError(415, CASE_FILE_TYPE_MESSAGE);

  const key = `private/case-files/${newId()}.${type.ext}`;
  const originalName = cleanOriginalName(file.originalName);
  await storage.put(key, file.bytes);
  const uploadedAt = nowIso();
  // One conditional update: of two uploads racing for the same booking only one gets the row.
  const claimed = await bookingRows(db).where('id', row.id).whereNull('case_file_key').whereNull('case_file_uploaded_at').update({
    case_file_key: key,
    case_file_original_name: originalName,
    case_file_size: file.bytes.length,
    case_file_mime: type.mime,
    case_file_uploaded_at: uploadedAt,
    updated_at: uploadedAt,
  });
  if (!claimed) {
    await storage.delete(key);
    throw alreadyUploaded;
  }
  return { bookingId: row.id, originalName, fileSize: file.bytes.length, mimeType: type.mime };
}

/** Writes whole bookings (ids and timestamps included): the demo seed. Seeded bookings have no upload name. */
export async function insertBookings(trx: Knex, records: readonly Booking[]) {
  for (const b of records) {
    await trx('bookings').insert({
      id: b._id,
      ...columns(b),
      status: b.status,
      ...healthConsentColumns(b.healthDataConsent?.version, b.healthDataConsent?.givenAt ?? b.createdAt),
      created_at: b.createdAt,
      updated_at: b.updatedAt ?? b.createdAt,
    });
  }
}
