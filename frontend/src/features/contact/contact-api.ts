import type { components } from '@shared/contract/schema';
import { api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];

export interface ContactSubmission {
  body: S['ContactMessageInput'];
  /** One per submission, the same when the visitor retries it (a retry whose first answer was lost sends once). */
  idempotencyKey: string;
}

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    // ADR 0021: the Contact Us page sends its message to the server.
    sendContactMessage: build.mutation<S['ContactMessage'], ContactSubmission>({
      queryFn: ({ body, idempotencyKey }) =>
        fromEnvelope(apiClient.POST('/contact/messages', { body, params: { header: { 'Idempotency-Key': idempotencyKey } } })),
      invalidatesTags: ['Inbox'],
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
