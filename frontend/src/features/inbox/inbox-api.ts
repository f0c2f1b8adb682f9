import type { components } from '@shared/contract/schema';
import { afterSuccess, api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];

/** The inbox reads one page of up to this many records per list. */
export const INBOX_PAGE_SIZE = 100;

export interface BookingFilter {
  /** Every status when left out. */
  status?: S['BookingStatus'];
}

export const inboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBookings: build.query<S['Booking'][], BookingFilter>({
      queryFn: ({ status }) => fromEnvelope(apiClient.GET('/booking/all', { params: { query: { ...(status ? { status } : {}), limit: INBOX_PAGE_SIZE } } })),
      providesTags: ['Inbox'],
    }),
    /** One booking, e.g. the one an email links to (/admin/inbox?booking=<id>). */
    getBooking: build.query<S['Booking'], string>({
      queryFn: (id) => fromEnvelope(apiClient.GET('/booking/{id}', { params: { path: { id } } })),
      providesTags: ['Inbox'],
    }),
    /** Who viewed or downloaded the booking's case files, newest first (the activity log's events for them). */
    getBookingCaseFileAccess: build.query<S['ActivityEvent'][], string>({
      queryFn: (id) => fromEnvelope(apiClient.GET('/booking/{id}/case-file-access', { params: { path: { id } } })),
    }),
    updateBookingStatus: build.mutation<S['Booking'], { id: string; status: S['BookingStatus'] }>({
      queryFn: ({ id, status }) => fromEnvelope(apiClient.PUT('/booking/status/{id}', { params: { path: { id } }, body: { status } })),
      invalidatesTags: afterSuccess('Inbox'),
    }),
    /** A link to one case file that works without the token for 5 minutes (409 until the file is complete). */
    createCaseUploadDownloadLink: build.mutation<S['CaseUploadDownloadLink'], string>({
      queryFn: (id) => fromEnvelope(apiClient.POST('/case-uploads/{id}/download-link', { params: { path: { id } } })),
    }),
    listContactMessages: build.query<S['ContactMessage'][], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/contact/messages', { params: { query: { limit: INBOX_PAGE_SIZE } } })),
      providesTags: ['Inbox'],
    }),
    updateContactMessage: build.mutation<S['ContactMessage'], { id: string; isRead: boolean }>({
      queryFn: ({ id, isRead }) => fromEnvelope(apiClient.PUT('/contact/messages/{id}', { params: { path: { id } }, body: { isRead } })),
      invalidatesTags: afterSuccess('Inbox'),
    }),
    listNewsletterSubscribers: build.query<S['NewsletterSubscriber'][], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/newsletter/subscribers', { params: { query: { limit: INBOX_PAGE_SIZE } } })),
      providesTags: ['Inbox'],
    }),
  }),
});

export const {
  useListBookingsQuery,
  useGetBookingQuery,
  useGetBookingCaseFileAccessQuery,
  useUpdateBookingStatusMutation,
  useCreateCaseUploadDownloadLinkMutation,
  useListContactMessagesQuery,
  useUpdateContactMessageMutation,
  useListNewsletterSubscribersQuery,
} = inboxApi;
