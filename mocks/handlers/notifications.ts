import { NOTIFICATIONS_SAVED } from '@shared/contract/mail';
import { db, nowIso } from '../db';
import { notificationSettings } from '../mail';
import { ok, route } from '../route';

export const notificationRoutes = [
  route('get', '/notifications/settings', () => ok(notificationSettings())),
  route('put', '/notifications/settings', ({ body, auth }) => {
    db.notificationSettings = {
      recipients: [...new Set(body.recipients.map((e) => e.trim().toLowerCase()))],
      notifyOnBooking: body.notifyOnBooking,
      notifyOnMessage: body.notifyOnMessage,
      confirmBookings: body.confirmBookings,
      lastModifiedBy: auth!.admin._id,
      lastModifiedAt: nowIso(),
    };
    return ok(notificationSettings(), NOTIFICATIONS_SAVED);
  }),
];
