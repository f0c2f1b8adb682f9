import { useState } from 'react';
import { submissionKeys } from '@shared/contract/idempotency';
import { healthConsentError } from '@/platform/health-consent/health-consent-box';
import { useCreateBookingMutation } from './booking-api';
import { bookingFailureMessage, useBookingMessages, toBookingInput, type BookingFields } from './booking-rules';

export interface BookingOutcome {
  kind: 'success' | 'error';
  text: string;
  /** The server refused the health-data consent's version (missing, or no longer the current text). */
  consentError?: string;
}

/**
 * Creates the booking; with `uploadToken` the case files already uploaded under it are bound to the booking in the
 * same call (ADR 0027). The booking goes with an Idempotency-Key: retrying the same details after a failure sends
 * the same key, so a booking the server stored before its answer was lost is not stored twice; a booking made ends
 * the key.
 */
export function useBookingSubmit() {
  const [createBooking] = useCreateBookingMutation();
  const words = useBookingMessages();
  const [busy, setBusy] = useState(false);
  const [keys] = useState(submissionKeys);

  async function submit(fields: BookingFields, uploadToken: string | null, consentVersion: number | null): Promise<BookingOutcome> {
    setBusy(true);
    try {
      const body = toBookingInput(fields, uploadToken, consentVersion);
      const booking = await createBooking({ body, idempotencyKey: keys.keyFor(body) });
      if ('error' in booking) {
        // A token the server no longer knows (expired after a day, or used): the files are gone with it.
        const expired = uploadToken && (booking.error as { status?: unknown }).status === 403;
        const consentError = healthConsentError(booking.error);
        return {
          kind: 'error',
          text: expired ? words.filesExpired : bookingFailureMessage(booking.error, words.network),
          ...(consentError ? { consentError } : {}),
        };
      }
      keys.succeeded();
      return { kind: 'success', text: words.success };
    } finally {
      setBusy(false);
    }
  }

  return { submit, busy };
}
