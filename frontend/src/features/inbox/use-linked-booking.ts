import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { components } from '@shared/contract/schema';
import { serverMessageOr, type ApiErrorShape } from '@/app/api';
import { useGetBookingQuery } from './inbox-api';

type Booking = components['schemas']['Booking'];

export const LINKED_BOOKING_GONE = 'That booking is no longer in the Inbox.';

/**
 * The booking an email links to (/admin/inbox?booking=<id>), read by its id so a filter or the list's page size
 * cannot hide it: `open` is called once it has loaded. Returns a note when it cannot be shown, else null.
 */
export function useLinkedBooking(id: string | undefined, open: (booking: Booking) => void): string | null {
  const { data, error } = useGetBookingQuery(id ?? skipToken);
  const [opened, setOpened] = useState<string | null>(null);
  // Opened once per link (while rendering, as React advises for state that follows props): closing the details
  // or a later refresh does not open it again.
  if (id && data?._id === id && opened !== id) {
    setOpened(id);
    open(data);
  }
  if (!id || !error) return null;
  const { status } = error as ApiErrorShape;
  // 404: deleted; 400: not an id at all (a mangled link).
  if (status === 404 || status === 400) return LINKED_BOOKING_GONE;
  return serverMessageOr(error, 'The booking this link points to could not be loaded.');
}
