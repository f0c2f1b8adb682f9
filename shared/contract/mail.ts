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
  /** Headers of its own (a newsletter email's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** Its Message-ID, fixed before the first try (a newsletter email's names the article and the subscriber). */
  messageId?: string;
}

/** Until an admin saves others: no recipients (so no alerts), every switch on. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettingsInput = { recipients: [], notifyOnBooking: true, notifyOnMessage: true, confirmBookings: true };

export const MAIL_NOT_CONFIGURED = 'No mail server is configured (SMTP_HOST)';
/** Tries before an email is given up as failed. */
export const MAIL_MAX_ATTEMPTS = 5;
export const NOTIFICATIONS_SAVED = 'Notification settings saved successfully!';

/**
 * Why an email could not be sent, in words an admin can act on. The Inbox shows one of these; the technical error
 * (`connect ECONNREFUSED 127.0.0.1:587`, `535 5.7.8 Authentication failed`, ...) goes to the server log only.
 */
export const MAIL_FAILURE_REASONS = {
  refused: 'The mail server refused the connection',
  notFound: "The mail server's address could not be found",
  timeout: 'The mail server did not answer in time',
  auth: 'The mail server did not accept the user name or password',
  tls: 'A secure connection to the mail server could not be made',
  cut: 'The connection to the mail server was cut',
  later: 'The mail server asked to try again later',
  rejected: 'The mail server rejected the email',
  unknown: 'The email could not be sent',
} as const;

const PLAIN_REASONS = new Set<string>(Object.values(MAIL_FAILURE_REASONS));

/**
 * The plain reason for a failed send: from nodemailer's error (its `code`, the socket's `originalCode`, the SMTP
 * `responseCode`) or from the technical text alone (a row stored before reasons were kept). A plain reason is
 * returned as it is.
 */
export function mailFailureReason(error: unknown): string {
  const e = (typeof error === 'object' && error ? error : { message: String(error ?? '') }) as {
    code?: unknown;
    originalCode?: unknown;
    responseCode?: unknown;
    message?: unknown;
  };
  const message = String(e.message ?? '');
  if (PLAIN_REASONS.has(message)) return message;
  const text = `${String(e.code ?? '')} ${String(e.originalCode ?? '')} ${message}`;
  const reply = Number(e.responseCode) || Number(/^\s*([45]\d\d)[\s-]/.exec(message)?.[1]) || 0;
  const R = MAIL_FAILURE_REASONS;
  if (/\bEAUTH\b|authenticat|invalid login/i.test(text) || [530, 534, 535].includes(reply)) return R.auth;
  if (/\bETLS\b|\bEPROTO\b|CERT_|certificate|\bSSL\b|\bTLS\b|wrong version number/i.test(text)) return R.tls;
  if (/ECONNREFUSED/.test(text)) return R.refused;
  if (/ENOTFOUND|EAI_AGAIN|\bEDNS\b/.test(text)) return R.notFound;
  if (/ETIMEDOUT|timeout|timed out|greeting never received/i.test(text)) return R.timeout;
  if (reply >= 500) return R.rejected;
  if (reply >= 400) return R.later;
  if (/ECONNRESET|EPIPE|\bESOCKET\b|\bECONNECTION\b|connection closed/i.test(text)) return R.cut;
  return R.unknown;
}

/** The error a delivery shows the admin: a failed try's plain reason (a skipped email keeps MAIL_NOT_CONFIGURED). */
export const deliveryError = (status: MailDelivery['status'], lastError: string | null | undefined) =>
  lastError && status !== 'skipped' ? mailFailureReason(lastError) : (lastError ?? undefined);

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

type ReleaseFields = Pick<S['Release'], '_id' | 'name' | 'changeCount'>;
const releaseLink = (release: ReleaseFields, siteUrl: string) => `${siteUrl}/admin/releases?release=${release._id}`;
const quoted = (comment: string | undefined) => (comment ? `\n\nTheir comment:\n${comment}` : '');

/** A release submitted for review: the email to the reviewers (every active super admin), none when there are none. */
export function releaseReviewMails(
  release: ReleaseFields,
  reviewers: string[],
  submitter: string,
  comment: string | undefined,
  siteUrl: string,
): OutgoingMail[] {
  if (!reviewers.length) return [];
  return [
    {
      kind: 'release-review',
      to: reviewers,
      subject: `Release to review: ${release.name}`,
      text:
        `${submitter} submitted the release \u201c${release.name}\u201d (${release.changeCount} ${release.changeCount === 1 ? 'change' : 'changes'}) for review.` +
        `${quoted(comment)}\n\nReview it, preview it, then approve it or send it back: ${releaseLink(release, siteUrl)}\n`,
    },
  ];
}

/** A reviewer's decision on a release: the email back to the admin who submitted it. */
export function releaseDecisionMails(
  release: ReleaseFields,
  to: string,
  reviewer: string,
  decision: { kind: 'published' } | { kind: 'scheduled'; at: string } | { kind: 'sent_back' },
  comment: string | undefined,
  siteUrl: string,
): OutgoingMail[] {
  const what =
    decision.kind === 'sent_back'
      ? `sent the release \u201c${release.name}\u201d back to be reworked; it is open again`
      : decision.kind === 'scheduled'
        ? `approved the release \u201c${release.name}\u201d; it will be published at ${decision.at} (UTC)`
        : `approved the release \u201c${release.name}\u201d; it is live`;
  return [
    {
      kind: 'release-decision',
      to: [to],
      subject: `${decision.kind === 'sent_back' ? 'Release sent back' : 'Release approved'}: ${release.name}`,
      text: `${reviewer} ${what}.${quoted(comment)}\n\nOpen it: ${releaseLink(release, siteUrl)}\n`,
    },
  ];
}
