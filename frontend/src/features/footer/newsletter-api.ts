import type { components } from '@shared/contract/schema';
import { NEWSLETTER_MESSAGES } from '@shared/contract/newsletter';
import { api, toApiErrorShape } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    // ADR 0022: public, and double opt-in. The answer is the same 202 whatever the address's state, and
    // carries only the server's message (confirm by the link of the email): the mutation resolves with it.
    subscribeNewsletter: build.mutation<string, S['NewsletterSubscribeInput']>({
      async queryFn(body) {
        try {
          const { data } = await apiClient.POST('/newsletter/subscribe', { body });
          return { data: data?.message || NEWSLETTER_MESSAGES.subscribeTaken };
        } catch (e) {
          return { error: toApiErrorShape(e) };
        }
      },
      invalidatesTags: ['Inbox'],
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = newsletterApi;
