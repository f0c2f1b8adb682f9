import type { components } from '@contract/schema';
import { api, fromEnvelope } from '@/app/api';
import { apiClient, toFormData, withoutToken } from '@/lib/api/client';

type S = components['schemas'];

export interface CaseFileUpload {
  file: File;
  /** The booking's one-time upload name (DECISIONS 13), sent as customFileName. */
  fileNameForVPS: string;
}

export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    createBooking: build.mutation<S['BookingCreated'], S['BookingInput']>({
      queryFn: (body) => fromEnvelope(apiClient.POST('/booking/create', { body })),
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
