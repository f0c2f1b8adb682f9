// The booking form's rules and texts (spec sections 2, 5 and 8).
import type { components } from '@contract/schema';
import { serverMessageOr } from '@/app/api';

export const BOOKING_MESSAGES = {
  required: 'Please fill in all required fields (Name, Email, Phone, Subject, Date, and Time).',
  success: 'Booking submitted successfully! We will contact you soon.',
  partial: 'Booking submitted successfully! However, there was an issue uploading your file. Please contact us to submit it separately.',
  network: 'Network error. Please check your connection and try again.',
} as const;

/** The case-file types the picker offers; the hint says up to 10MB and the client checks no size. */
export const CASE_FILE_ACCEPT = '.pdf,.doc,.docx,.jpg,.jpeg,.png';

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

export function toBookingInput(fields: BookingFields): components['schemas']['BookingInput'] {
  const message = fields.message.trim();
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    subject: fields.subject.trim(),
    ...(message ? { message } : {}),
    date: fields.date,
    time: fields.time,
  };
}

/** The server's message, or the network text when there is none (no answer, or a bare HTTP status). */
export const bookingFailureMessage = (error: unknown): string => serverMessageOr(error, BOOKING_MESSAGES.network);
