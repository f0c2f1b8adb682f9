import { HEALTH_CONSENT_FIELD, HEALTH_CONSENT_TEXTS } from '@shared/contract/person-data';
import type { components } from '@shared/contract/schema';
import { AUTH_MESSAGES, CASE_FILE_MAX_BYTES, CASE_FILE_WINDOW_MS } from '@shared/contract/messages';
import { CASE_FILE_SIZE_MESSAGE, CASE_FILE_TYPE_MESSAGE, CASE_FILE_TYPES, sniffFileType } from '@shared/contract/file-types';
import { FILE_DELETED, FILE_NOT_FOUND, IMAGE_UPLOADED, fileInUseMessage, responsiveImages } from '@shared/contract/media';
import { db, nowIso } from '../db';
import { HttpError } from '@shared/contract/http-error';
import type { AuthContext } from '../auth';
import { forgetFile, storeImage, usageIn } from '../media';
import { route, ok, created, done } from '../route';
import { filterActive, listReply, rateLimit } from './support';

type S = components['schemas'];
type FileAsset = S['FileAsset'];

const LOGO_NOT_FOUND = 'Logo not found';

/** The uploaded part named `field`, as a file and its bytes (400 when the part is plain text). */
async function uploadedFile(form: FormData | undefined, field = 'logo'): Promise<{ file: File; bytes: Uint8Array }> {
  const value = form?.get(field);
  if (value === null || value === undefined || typeof value === 'string') {
    throw new HttpError(400, `${field} must be a file`, [{ field, message: 'must be a file' }]);
  }
  if (value.size === 0) throw new HttpError(400, `${field} must not be empty`, [{ field, message: 'must not be empty' }]);
  return { file: value, bytes: new Uint8Array(await value.arrayBuffer()) };
}

/** With a token: a logo image, stored under a generated name and made the only active logo. */
async function storeLogo(form: FormData | undefined, auth: AuthContext) {
  const { file, bytes } = await uploadedFile(form);
  return created(storeImage(bytes, file.name, 'logo', auth), 'Logo uploaded successfully!');
}

/** Without a token: a booking's case file, accepted once within the upload window and stored privately. */
async function storeCaseFile(form: FormData | undefined, clientKey: string) {
  const name = form?.get('customFileName');
  if (typeof name !== 'string' || !name) throw new HttpError(401, AUTH_MESSAGES.missingToken);
  rateLimit('case-file', clientKey);

  const ticket = db.caseFileTickets.get(name);
  const booking = ticket && db.bookings.find((b) => b._id === ticket.bookingId);
  if (!ticket || !booking || Date.now() - ticket.issuedAt > CASE_FILE_WINDOW_MS) {
    throw new HttpError(404, 'Upload link not found or expired');
  }
  // The file is health data: only a booking whose visitor gave the explicit consent takes one (ADR 0043).
  if (!booking.healthDataConsent)
    throw new HttpError(400, HEALTH_CONSENT_TEXTS.missing, [{ field: HEALTH_CONSENT_FIELD, message: HEALTH_CONSENT_TEXTS.missing }]);
  if (ticket.used) throw new HttpError(409, 'A case file was already uploaded for this booking');

  const { file, bytes } = await uploadedFile(form);
  if (bytes.length > CASE_FILE_MAX_BYTES) throw new HttpError(413, CASE_FILE_SIZE_MESSAGE);
  const type = sniffFileType(bytes);
  if (!type || !CASE_FILE_TYPES.includes(type.mime)) throw new HttpError(415, CASE_FILE_TYPE_MESSAGE);

  db.caseFiles.set(ticket.bookingId, { bytes, mime: type.mime, originalName: file.name });
  ticket.used = true;
  const uploadedAt = nowIso();
  booking.caseFile = { originalName: file.name, fileSize: bytes.length, mimeType: type.mime, uploadedAt };
  booking.updatedAt = uploadedAt;
  const receipt: S['CaseFileReceipt'] = { bookingId: ticket.bookingId, originalName: file.name, fileSize: bytes.length, mimeType: type.mime };
  return created(receipt, 'Case file uploaded successfully!');
}

const newestFirst = (a: FileAsset, b: FileAsset) => b.createdAt.localeCompare(a.createdAt);

export const fileRoutes = [
  route('post', '/files/logo-upload', ({ form, auth, clientKey }) => (auth ? storeLogo(form, auth) : storeCaseFile(form, clientKey))),

  route('get', '/files/logo', () => {
    const logo = db.fileAssets.find((f) => f.category === 'logo' && f.isActive);
    if (!logo) throw new HttpError(404, LOGO_NOT_FOUND);
    return ok(logo);
  }),

  route('delete', '/files/logo/{id}', ({ params }) => {
    const index = db.fileAssets.findIndex((f) => f._id === params.id && f.category === 'logo');
    if (index < 0) throw new HttpError(404, LOGO_NOT_FOUND);
    forgetFile(db.fileAssets[index]);
    return done('Logo removed successfully!');
  }),

  route('get', '/files/all', ({ query }) => {
    const usage = usageIn(db);
    const inCategory = db.fileAssets.filter((f) => !query.category || f.category === query.category);
    const listed = filterActive(inCategory, query)
      .sort(newestFirst)
      .map((f) => ({ ...f, usedIn: usage.get(f.fileUrl) ?? [] }));
    return listReply(listed, query);
  }),

  route('post', '/files/images', async ({ form, auth }) => {
    const { file, bytes } = await uploadedFile(form, 'image');
    return created(storeImage(bytes, file.name, 'image', auth), IMAGE_UPLOADED);
  }),

  route('delete', '/files/{id}', ({ params }) => {
    const asset = db.fileAssets.find((f) => f._id === params.id);
    if (!asset) throw new HttpError(404, FILE_NOT_FOUND);
    const usedIn = usageIn(db).get(asset.fileUrl);
    if (usedIn?.length) throw new HttpError(409, fileInUseMessage(usedIn));
    forgetFile(asset);
    return done(FILE_DELETED);
  }),

  route('get', '/files/responsive-images', () => ok(responsiveImages(db.fileAssets, usageIn(db)))),
];
