import type { components } from '@contract/schema';
import { api, fromEnvelope } from '@/app/api';
import { apiClient, toFormData, withoutToken } from '@/lib/api/client';

type S = components['schemas'];

export interface BookingSubmission {
  body: S['BookingInput'];
  /** One per submission, the same when the visitor retries it (a retry whose first answer was lost books once). */
  idempotencyKey: string;
}

export interface CaseFileUpload {
  file: File;
  /** The booking's one-time upload name (DECISIONS 13), sent as customFileName. */
  fileNameForVPS: string;
}

export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    createBooking: build.mutation<S['BookingCreated'], BookingSubmission>({
      queryFn: ({ body, idempotencyKey }) =>
        fromEnvelope(apiClient.POST('/booking/create', { body, params: { header: { 'Idempotency-Key': idempotencyKey } } })),
      invalidatesTags: ['Inbox'],
    }),
    uploadCaseFile: build.mutation<S['CaseFileReceipt'], CaseFileUpload>({
      queryFn: ({ file, fileNameForVPS }) =>
        fromEnvelope<S['CaseFileReceipt']>(
          apiClient.POST('/files/logo-upload', {
            body: toFormData({ logo: file, customFileName: fileNameForVPS }) as unknown as S['LogoUpload'],
            middleware: [withoutToken],
          }) as Promise<{ data?: S['CaseFileReceiptResponse'] }>,
        ),
      invalidatesTags: ['Inbox'],
    }),
  }),
});

export const { useCreateBookingMutation, useUploadCaseFileMutation } = bookingApi;
