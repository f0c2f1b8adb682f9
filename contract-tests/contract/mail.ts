// Email rules shared by the server and the mocks: which emails a booking or a contact message causes, what
// they say, and how sending is retried.
import type { components } from './schema';

type S = components['schemas'];
export type MailDelivery = S['MailDelivery'];
export type NotificationSettingsInput = S['NotificationSettingsInput'];

/** An email to send: who to, what about, and the text. */
export interface OutgoingMail {
  kind: MailDelivery['kind'];
  to: string[];
  subject: string;
  text: string;
}

/** Until an admin saves others: no recipients (so no alerts), every switch on. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettingsInput = { recipients: [], notifyOnBooking: true, notifyOnMessage: true, confirmBookings: true };

export const MAIL_NOT_CONFIGURED = 'No mail server is configured (SMTP_HOST)';
/** Tries before an email is given up as failed. */
export const MAIL_MAX_ATTEMPTS = 5;
export const NOTIFICATIONS_SAVED = 'Notification settings saved successfully!';

/** The wait before try number `attempt + 1`: the base, doubled after each failure. */
export const retryDelay = (baseMs: number, attempt: number) => baseMs * 2 ** Math.max(0, attempt - 1);

const lines = (rows: [string, string | undefined][]) =>
  rows
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');

type BookingFields = Pick<S['Booking'], '_id' | 'name' | 'email' | 'phone' | 'subject' | 'message' | 'date' | 'time'>;
type MessageFields = Pick<S['ContactMessage'], '_id' | 'name' | 'email' | 'message'>;

/** A new booking's emails: the team's alert with the details and a link to the Inbox entry, the visitor's confirmation. */
export function bookingMails(booking: BookingFields, settings: NotificationSettingsInput, siteUrl: string): OutgoingMail[] {
  const mails: OutgoingMail[] = [];
  const details = lines([
    ['Name', booking.name],
    ['Email', booking.email],
    ['Phone', booking.phone],
    ['Preferred date', `${booking.date} at ${booking.time}`],
    ['Subject', booking.subject],
    ['Message', booking.message],
  ]);
  if (settings.notifyOnBooking && settings.recipients.length) {
    mails.push({
      kind: 'booking-alert',
      to: [...settings.recipients],
      subject: `New booking: ${booking.subject} (${booking.name})`,
      text: `A visitor booked a planning session.\n\n${details}\n\nOpen it in the Inbox: ${siteUrl}/admin/inbox?booking=${booking._id}\n`,
    });
  }
  if (settings.confirmBookings) {
    mails.push({
      kind: 'booking-confirmation',
      to: [booking.email],
      subject: 'We received your booking request',
      text:
        `Dear ${booking.name},\n\nThank you for your booking request. Our planning team will contact you soon to confirm the session.\n\n` +
        `${lines([
          ['Preferred date', `${booking.date} at ${booking.time}`],
          ['Subject', booking.subject],
        ])}\n\nIf you did not make this request, you can ignore this email.\n`,
    });
  }
  return mails;
}

/** A new contact message's email: the team's alert with the message and a link to the Inbox entry. */
export function messageMails(message: MessageFields, settings: NotificationSettingsInput, siteUrl: string): OutgoingMail[] {
  if (!settings.notifyOnMessage || !settings.recipients.length) return [];
  const details = lines([
    ['Name', message.name],
    ['Email', message.email],
    ['Message', message.message],
  ]);
  return [
    {
      kind: 'message-alert',
      to: [...settings.recipients],
      subject: `New message from ${message.name}`,
      text: `A visitor sent a message from the Contact page.\n\n${details}\n\nOpen it in the Inbox: ${siteUrl}/admin/inbox?message=${message._id}\n`,
    },
  ];
}
