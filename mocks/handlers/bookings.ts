// Booking requests: a public, rate-limited create that issues the case-file upload name (ADR 0019) and binds
// the files uploaded with its `uploadToken` (ADR 0027), and the inbox reads and status changes for admins, with
// the private case-file download. Every booking answer but the status change lists its case uploads.
import { attachmentDisposition } from '@shared/contract/file-types';
import { HttpResponse } from 'msw';
import type { components } from '@shared/contract/schema';
import { db, newId, nowIso, randomToken } from '../db';
import { HttpError } from '@shared/contract/http-error';
import { route, ok, created } from '../route';
import { bookingStatusActivity, caseFileCount, caseFileDownloadActivity, caseFileViewActivity } from '@shared/contract/activity';
import { caseFileAccessOf, recordActivity } from '../activity';
import { deliverBookingMails, withDeliveries } from '../mail';
import { checkHealthConsent } from '@shared/contract/person-data';
import { currentHealthConsent, givenHealthConsent } from '../health-consent';
import { assertUsableToken, bindUploads, caseUploadsOf, tokenBindsFiles } from './case-uploads';
import { findById, listReply, rateLimit } from './support';

type Booking = components['schemas']['Booking'];

/** A booking as answered: with the case files its upload token brought, oldest first. */
const withCaseUploads = <B extends Booking>(booking: B): B => ({ ...booking, caseUploads: caseUploadsOf(booking._id) });

/** Newest first by createdAt (bookings, contact messages, subscribers). */
export const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

export const bookingRoutes = [
  route(
    'post',
    '/booking/create',
    ({ body, clientKey }) => {
      rateLimit('booking', clientKey);
      const { name, email, phone, subject, message, date, time, uploadToken, healthDataConsentVersion } = body;
      // Before anything is stored: case files need the current consent version, and a stale version is refused.
      checkHealthConsent(healthDataConsentVersion, currentHealthConsent().version, uploadToken !== undefined && tokenBindsFiles(uploadToken));
      // An unknown or used token stores nothing.
      if (uploadToken !== undefined) assertUsableToken(uploadToken);
      const now = nowIso();
      const booking: Booking = {
        _id: newId(),
        name,
        email,
        phone,
        subject,
        ...(message !== undefined ? { message } : {}),
        date,
        time,
        status: 'pending',
        caseFile: null,
        ...givenHealthConsent(healthDataConsentVersion),
        createdAt: now,
        updatedAt: now,
      };
      db.bookings.push(booking);
      if (uploadToken !== undefined) bindUploads(uploadToken, booking._id);
      deliverBookingMails(booking);
      const fileNameForVPS = `case-${randomToken()}`;
      db.caseFileTickets.set(fileNameForVPS, { bookingId: booking._id, issuedAt: Date.now(), used: false });
      return created({ ...withCaseUploads(booking), fileNameForVPS }, 'Booking submitted successfully! We will contact you soon.');
    },
    { idempotent: true },
  ),

  route('get', '/booking/all', ({ query }) => {
    const matching = query.status ? db.bookings.filter((b) => b.status === query.status) : db.bookings;
    return listReply(
      [...matching].sort(newestFirst).map((b) => withCaseUploads(withDeliveries('booking', b))),
      query,
    );
  }),

  // A read that shows case files is a view of them, recorded like the server's (backend/src/services/bookings.ts).
  route('get', '/booking/{id}', ({ params, auth }) => {
    const booking = withCaseUploads(withDeliveries('booking', findById(db.bookings, params.id, 'Booking')));
    const files = caseFileCount(booking);
    if (files) recordActivity(caseFileViewActivity(auth!.admin._id, booking, files));
    return ok(booking);
  }),

  route('get', '/booking/{id}/case-file-access', ({ params }) => {
    findById(db.bookings, params.id, 'Booking');
    return ok(caseFileAccessOf(params.id));
  }),

  route('put', '/booking/status/{id}', ({ params, body, auth }) => {
    const booking = findById(db.bookings, params.id, 'Booking');
    if (booking.status !== body.status) recordActivity(bookingStatusActivity(auth!.admin._id, booking, booking.status, body.status));
    booking.status = body.status;
    booking.updatedAt = nowIso();
    return ok(booking, 'Booking status updated successfully');
  }),

  route('get', '/booking/case-file/{id}', ({ params, auth }) => {
    const booking = findById(db.bookings, params.id, 'Booking');
    const file = db.caseFiles.get(params.id);
    if (!file) throw new HttpError(404, 'Case file not found');
    recordActivity(caseFileDownloadActivity(auth!.admin._id, booking, { kind: null, size: file.bytes.byteLength }));
    return new HttpResponse(file.bytes as BodyInit, {
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': attachmentDisposition(file.originalName),
        'Content-Length': String(file.bytes.byteLength),
      },
    });
  }),
];
