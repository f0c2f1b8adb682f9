import type { components } from '@shared/contract/schema';
import { api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];

export interface BookingSubmission {
  body: S['BookingRequest'];
  /** One per submission, the same when the visitor retries it (a retry whose first answer was lost books once). */
  idempotencyKey: string;
}

export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    createBooking: build.mutation<S['BookingCreated'], BookingSubmission>({
      queryFn: ({ body, idempotencyKey }) =>
        fromEnvelope(apiClient.POST('/booking/create', { body, params: { header: { 'Idempotency-Key': idempotencyKey } } })),
      invalidatesTags: ['Inbox'],
    }),
    /** The accepted endings and the server's real limits, for the case-file hint (asked when the upload list loads). */
    getCaseUploadLimits: build.query<S['CaseUploadLimits'], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/case-uploads/limits')),
    }),
  }),
});

export const { useCreateBookingMutation, useGetCaseUploadLimitsQuery } = bookingApi;
