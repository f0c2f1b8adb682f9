import { actor, ok, created, rateLimit, route } from '../route';
import * as bookings from '../services/bookings';
import { listReply } from '../services/pagination';

export const bookingRoutes = [
  route(
    'post',
    '/booking/create',
    async ({ deps, body, clientKey }) => {
      await rateLimit(deps.db, 'booking', clientKey, deps.config.clock.now());
      const booking = await bookings.createBooking(deps.db, deps.config, body, deps.caseUploads?.store);
      deps.mailer?.kick();
      return created(booking, 'Booking submitted successfully! We will contact you soon.');
    },
    { idempotent: true },
  ),
  route('get', '/booking/all', async ({ deps, query }) => listReply(await bookings.listBookings(deps.db, query, deps.caseUploads?.store))),
  route('get', '/booking/{id}', async ({ deps, params, auth }) => ok(await bookings.getBooking(deps.db, params.id, actor(auth), deps.caseUploads?.store))),
  route('get', '/booking/{id}/case-file-access', async ({ deps, params }) => ok(await bookings.getCaseFileAccess(deps.db, params.id))),
  route('put', '/booking/status/{id}', async ({ deps, params, body, auth }) =>
    ok(await bookings.updateBookingStatus(deps.db, params.id, body.status, actor(auth), deps.caseUploads?.store), 'Booking status updated successfully'),
  ),
  route('get', '/booking/case-file/{id}', ({ deps, params, auth }) => bookings.downloadCaseFile(deps.db, deps.storage, params.id, actor(auth))),
];
