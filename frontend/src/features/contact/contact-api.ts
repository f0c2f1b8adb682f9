import type { components } from '@contract/schema';
import { api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    // DECISIONS 15: the Contact Us page sends its message to the server.
    sendContactMessage: build.mutation<S['ContactMessage'], S['ContactMessageInput']>({
      queryFn: (body) => fromEnvelope(apiClient.POST('/contact/messages', { body })),
      invalidatesTags: ['Inbox'],
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
