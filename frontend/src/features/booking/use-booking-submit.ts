import { useState } from 'react';
import { submissionKeys } from '@contract/idempotency';
import { useCreateBookingMutation, useUploadCaseFileMutation } from './booking-api';
import { BOOKING_MESSAGES, bookingFailureMessage, toBookingInput, type BookingFields } from './booking-rules';

export interface BookingOutcome {
  kind: 'success' | 'partial' | 'error';
  text: string;
}

/**
 * Creates the booking, then uploads the optional case file under the booking's fileNameForVPS (spec section 4).
 * The booking goes with an Idempotency-Key: retrying the same details after a failure sends the same key, so a
 * booking the server stored before its answer was lost is not stored twice; a booking made ends the key.
 */
export function useBookingSubmit() {
  const [createBooking] = useCreateBookingMutation();
  const [uploadCaseFile] = useUploadCaseFileMutation();
  const [busy, setBusy] = useState(false);
  const [keys] = useState(submissionKeys);

  async function submit(fields: BookingFields, file: File | null): Promise<BookingOutcome> {
    setBusy(true);
    try {
      const body = toBookingInput(fields);
      const booking = await createBooking({ body, idempotencyKey: keys.keyFor(body) });
      if ('error' in booking) return { kind: 'error', text: bookingFailureMessage(booking.error) };
      keys.succeeded();
      if (!file) return { kind: 'success', text: BOOKING_MESSAGES.success };
      const fileNameForVPS = booking.data.fileNameForVPS;
      const upload = fileNameForVPS ? await uploadCaseFile({ file, fileNameForVPS }) : undefined;
      if (!upload || 'error' in upload) return { kind: 'partial', text: BOOKING_MESSAGES.partial };
      return { kind: 'success', text: BOOKING_MESSAGES.success };
    } finally {
      setBusy(false);
    }
  }

  return { submit, busy };
}
