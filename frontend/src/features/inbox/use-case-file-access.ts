import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppDispatch } from '@/app/hooks';
import { inboxApi, useGetBookingCaseFileAccessQuery } from './inbox-api';

/** A read of the booking this recent (seconds) already counts as this opening's view, e.g. the one an email's link made. */
export const READ_JUST_NOW_S = 1;

/**
 * Who opened a booking's case files, as the admin who opens it now sees it: the booking is read first (GET
 * /booking/{id} records that read as a view, openapi.yaml's getBooking), then the list, so it holds this view too.
 * The list shows a booking's case files without recording anything, hence the read.
 */
export function useCaseFileAccess(bookingId: string) {
  const dispatch = useAppDispatch();
  const [readId, setReadId] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // Not subscribed: a later save elsewhere in the Inbox refetches its reads, and that would record views nobody made.
    const read = dispatch(inboxApi.endpoints.getBooking.initiate(bookingId, { subscribe: false, forceRefetch: READ_JUST_NOW_S }));
    // Failed or not, the list comes next (it says for itself whether it could be read).
    void read.then(() => current && setReadId(bookingId));
    return () => {
      current = false;
    };
  }, [dispatch, bookingId]);
  const list = useGetBookingCaseFileAccessQuery(readId === bookingId ? bookingId : skipToken, { refetchOnMountOrArgChange: true });
  return { ...list, isLoading: readId !== bookingId || list.isLoading };
}
