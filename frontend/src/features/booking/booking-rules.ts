// The booking form's rules and texts (docs/product/screens.md, validation.md and messages.md).
import type { components } from '@shared/contract/schema';
import { serverMessageOr } from '@/app/api';
import { bookingTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

/**
 * The form's messages in one language. `filesUploading`: submit pressed while a case file is waiting, uploading,
 * paused or being checked (the booking goes once they are in); `filesNotAccepted`: while a case file was refused or
 * could not be uploaded; `filesExpired`: the booking refused the upload token (unknown, expired or used), so the
 * files must be sent again.
 */
const bookingMessages = (t: (key: keyof (typeof bookingTexts)['en']) => string) => ({
  required: t('required'),
  success: t('success'),
  network: t('network'),
  filesUploading: t('filesUploading'),
  filesNotAccepted: t('filesNotAccepted'),
  filesExpired: t('filesExpired'),
});

export type BookingMessages = ReturnType<typeof bookingMessages>;

/** The messages in English. */
export const BOOKING_MESSAGES: BookingMessages = bookingMessages((key) => bookingTexts.en[key]);

/** The messages in the page's language. */
export function useBookingMessages(): BookingMessages {
  const t = useMessages(bookingTexts);
  return bookingMessages((key) => t(key));
}

export interface BookingFields {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  date: string;
  time: string;
}

export const EMPTY_BOOKING: BookingFields = { name: '', email: '', phone: '', subject: '', message: '', date: '', time: '' };

export const REQUIRED_FIELDS = ['name', 'email', 'phone', 'subject', 'date', 'time'] as const satisfies readonly (keyof BookingFields)[];

export const isMissing = (fields: BookingFields, key: keyof BookingFields) => !fields[key].trim();

/** The first required field left empty, in the form's order (it takes the focus), if any. */
export const firstMissing = (fields: BookingFields) => REQUIRED_FIELDS.find((key) => isMissing(fields, key));

/**
 * The booking as sent; `uploadToken` binds the case files uploaded with it (ADR 0027), and `consentVersion` is the
 * health-data consent text the visitor ticked (ADR 0043).
 */
export function toBookingInput(fields: BookingFields, uploadToken?: string | null, consentVersion?: number | null): components['schemas']['BookingRequest'] {
  const message = fields.message.trim();
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    subject: fields.subject.trim(),
    ...(message ? { message } : {}),
    date: fields.date,
    time: fields.time,
    ...(uploadToken ? { uploadToken } : {}),
    ...(consentVersion ? { healthDataConsentVersion: consentVersion } : {}),
  };
}

/** The server's message, or the network text when there is none (no answer, or a bare HTTP status). */
export const bookingFailureMessage = (error: unknown, network = BOOKING_MESSAGES.network): string => serverMessageOr(error, network);
