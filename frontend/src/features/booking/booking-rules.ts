// The booking form's rules and texts (docs/product/screens.md, validation.md and messages.md).
import type { components } from '@shared/contract/schema';
import { serverMessageOr } from '@/app/api';

export const BOOKING_MESSAGES = {
  required: 'Please fill in all required fields (Name, Email, Phone, Subject, Date, and Time).',
  success: 'Booking submitted successfully! We will contact you soon.',
  network: 'Network error. Please check your connection and try again.',
  /** Submit pressed while a case file is waiting, uploading, paused or being checked: the booking goes once they are in. */
  filesUploading: 'Your booking will be sent as soon as your files have finished uploading.',
  /** Submit pressed while a case file was refused or could not be uploaded. */
  filesNotAccepted: 'Some of your files were refused or could not be uploaded. Remove them (or retry the ones that failed) before you send the booking.',
  /** The booking refused the upload token (unknown, expired or used): the files must be sent again. */
  filesExpired: 'Your files are no longer on our server. Remove them and add them again, then send the booking.',
} as const;

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
export const bookingFailureMessage = (error: unknown): string => serverMessageOr(error, BOOKING_MESSAGES.network);
