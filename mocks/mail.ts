// The mocks' email side: the notification settings, and the deliveries a booking, message or release's review causes (the same
// emails as the server's, @shared/contract/mail). The mocks have no mail server: they count each email as sent at once.
import { bookingMails, deliveryError, messageMails, type OutgoingMail } from '@shared/contract/mail';
import type { components } from '@shared/contract/schema';
import { DEMO_SITE_URL, type DemoDelivery } from '@shared/demo-content';
import { db, newId, nowIso } from './db';

type S = components['schemas'];

export const notificationSettings = (): S['NotificationSettings'] => ({ ...structuredClone(db.notificationSettings), mailConfigured: true });

/** Counts each email about a booking, message or release as sent at once. */
export function deliver(type: DemoDelivery['type'], subjectId: string, mails: OutgoingMail[]) {
  const at = nowIso();
  for (const mail of mails) {
    db.mailDeliveries.push({
      type,
      subjectId,
      subject: mail.subject,
      text: mail.text,
      delivery: { _id: newId(), kind: mail.kind, to: mail.to, status: 'sent', attempts: 1, createdAt: at, sentAt: at },
    });
  }
}

export const deliverBookingMails = (booking: S['Booking']) => deliver('booking', booking._id, bookingMails(booking, db.notificationSettings, DEMO_SITE_URL));
export const deliverMessageMails = (message: S['ContactMessage']) =>
  deliver('message', message._id, messageMails(message, db.notificationSettings, DEMO_SITE_URL));

/** A copy of a booking or message with its deliveries (admin reads). */
export function withDeliveries<T extends { _id: string }>(type: DemoDelivery['type'], record: T): T & { mailDeliveries?: S['MailDelivery'][] } {
  const mine = db.mailDeliveries.filter((d) => d.type === type && d.subjectId === record._id).map(shownDelivery);
  return mine.length ? { ...record, mailDeliveries: mine } : record;
}

/** A delivery as an admin reads it: a failed try shows its plain reason, never a technical error (as the server). */
export function shownDelivery({ delivery }: DemoDelivery): S['MailDelivery'] {
  const copy = structuredClone(delivery);
  if (copy.lastError) copy.lastError = deliveryError(copy.status, copy.lastError);
  return copy;
}
