import { bookingMails, MAIL_FAILURE_REASONS, messageMails, type MailDelivery, type OutgoingMail } from '@shared/contract/mail';
import type { components } from '@shared/contract/schema';
import { ID_PREFIX, SUPER_ADMIN_ID } from './ids';
import { bookings, contactMessages } from './inbox';

type S = components['schemas'];

/** The demo site's address, as the links in its emails show it. */
export const DEMO_SITE_URL = 'http://localhost:3000';

/** Who the demo team alerts, and the switches (all on). */
export const notificationSettings: S['NotificationSettingsInput'] & { lastModifiedBy: string; lastModifiedAt: string } = {
  recipients: ['planning@novaguide.example'],
  notifyOnBooking: true,
  notifyOnMessage: true,
  confirmBookings: true,
  lastModifiedBy: SUPER_ADMIN_ID,
  lastModifiedAt: '2026-10-02T09:00:00.000Z',
};

export interface DemoDelivery {
  /** What the email is about: a booking, a contact message or a release's review. */
  type: 'booking' | 'message' | 'release';
  subjectId: string;
  subject: string;
  text: string;
  delivery: MailDelivery;
}

let n = 0;
function delivered(type: DemoDelivery['type'], subjectId: string, mail: OutgoingMail, at: string, outcome: Partial<MailDelivery>): DemoDelivery {
  n++;
  return {
    type,
    subjectId,
    subject: mail.subject,
    text: mail.text,
    delivery: {
      _id: `${ID_PREFIX}a${String(n).padStart(2, '0')}`,
      kind: mail.kind,
      to: mail.to,
      status: 'sent',
      attempts: 1,
      createdAt: at,
      sentAt: at,
      ...outcome,
    },
  };
}

const [latest, confirmed] = bookings;
const [alertOfLatest, confirmationOfLatest] = bookingMails(latest, notificationSettings, DEMO_SITE_URL);
const [alertOfConfirmed] = bookingMails(confirmed, notificationSettings, DEMO_SITE_URL);
const [messageAlert] = messageMails(contactMessages[0], notificationSettings, DEMO_SITE_URL);

/**
 * How the demo emails went: the latest booking's alert and confirmation were sent; an older booking's alert
 * failed (the mail server was down) and was given up after the last retry; the latest message's alert was sent.
 */
export const mailDeliveries: DemoDelivery[] = [
  delivered('booking', latest._id, alertOfLatest, latest.createdAt, {}),
  delivered('booking', latest._id, confirmationOfLatest, latest.createdAt, {}),
  delivered('booking', confirmed._id, alertOfConfirmed, confirmed.createdAt, {
    status: 'failed',
    attempts: 5,
    sentAt: undefined,
    lastError: MAIL_FAILURE_REASONS.timeout,
  }),
  delivered('message', contactMessages[0]._id, messageAlert, contactMessages[0].createdAt, {}),
];
