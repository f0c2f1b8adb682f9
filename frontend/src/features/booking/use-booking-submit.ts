import { useState } from 'react';
import { useCreateBookingMutation, useUploadCaseFileMutation } from './booking-api';
import { BOOKING_MESSAGES, bookingFailureMessage, toBookingInput, type BookingFields } from './booking-rules';

export interface BookingOutcome {
  kind: 'success' | 'partial' | 'error';
  text: string;
}

/** Creates the booking, then uploads the optional case file under the booking's fileNameForVPS (spec section 4). */
export function useBookingSubmit() {
  const [createBooking] = useCreateBookingMutation();
  const [uploadCaseFile] = useUploadCaseFileMutation();
  const [busy, setBusy] = useState(false);

  async function submit(fields: BookingFields, file: File | null): Promise<BookingOutcome> {
    setBusy(true);
    try {
      const booking = await createBooking(toBookingInput(fields));
      if ('error' in booking) return { kind: 'error', text: bookingFailureMessage(booking.error) };
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
