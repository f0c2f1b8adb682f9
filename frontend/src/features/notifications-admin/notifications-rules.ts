import type { components } from '@shared/contract/schema';
import type { ApiErrorShape } from '@/app/api';
import { EMAIL_PATTERN } from '@/lib/validation/email';

type S = components['schemas'];
export type NotificationSettings = S['NotificationSettings'];
export type NotificationDraft = S['NotificationSettingsInput'];

/** openapi.yaml: NotificationSettingsInput.recipients (maxItems) and Email (maxLength). */
export const MAX_RECIPIENTS = 10;
export const EMAIL_MAX_LENGTH = 254;

export const NOTIFICATION_MESSAGES = {
  required: 'Enter an email address to add.',
  invalid: 'Please enter a valid email address',
  duplicate: (email: string) => `${email} is already a recipient.`,
  tooMany: `You can add up to ${MAX_RECIPIENTS} recipients.`,
  noRecipients: 'Add at least one recipient to receive alerts.',
  mailOff: 'Email is off: the server has no mail server configured (SMTP_HOST). Bookings and messages still arrive in the Inbox.',
  loading: 'Loading notification settings...',
  loadFailed: 'Failed to load notification settings',
  saveFailed: 'Failed to save notification settings',
} as const;

export const draftFromSettings = ({ recipients, notifyOnBooking, notifyOnMessage, confirmBookings }: NotificationSettings): NotificationDraft => ({
  recipients: [...recipients],
  notifyOnBooking,
  notifyOnMessage,
  confirmBookings,
});

/** Why `email` cannot join `recipients` (empty, malformed, already there, list full), or null when it can. */
export function recipientProblem(email: string, recipients: string[]): string | null {
  const address = email.trim();
  if (!address) return NOTIFICATION_MESSAGES.required;
  if (address.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(address)) return NOTIFICATION_MESSAGES.invalid;
  if (recipients.some((r) => r.toLowerCase() === address.toLowerCase())) return NOTIFICATION_MESSAGES.duplicate(address);
  if (recipients.length >= MAX_RECIPIENTS) return NOTIFICATION_MESSAGES.tooMany;
  return null;
}

/**
 * The server's complaints about the recipients, in words ('x@y: must match format "email"'), or undefined. The
 * field is 'recipients', or one address as 'recipients/0' (or 'recipients.0').
 */
export function recipientsErrorFromServer(error: unknown, recipients: string[]): string | undefined {
  const found = ((error as Partial<ApiErrorShape> | undefined)?.errors ?? []).flatMap(({ field, message }) => {
    const match = /^recipients(?:[./](\d+))?$/.exec(field);
    if (!match) return [];
    const address = match[1] === undefined ? undefined : recipients[Number(match[1])];
    return [address ? `${address}: ${message}` : `Recipients ${message}`];
  });
  return found.length ? found.join('; ') : undefined;
}

/** Alerts are switched on but nobody would get them. */
export const alertsWithoutRecipients = (d: NotificationDraft) => (d.notifyOnBooking || d.notifyOnMessage) && d.recipients.length === 0;
