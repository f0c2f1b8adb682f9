import type { components } from '@shared/contract/schema';
import { api, toApiErrorShape } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];

export interface NewsletterSubscription {
  subscriber: S['NewsletterSubscriber'];
  /** The server's words: 'Thank you for subscribing!' or, for a repeated email, 'You are already subscribed.' */
  message: string;
}

export const NEWSLETTER_THANKS = 'Thank you for subscribing!';

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    // ADR 0022: public and idempotent; the answer's message says whether the email was new.
    subscribeNewsletter: build.mutation<NewsletterSubscription, S['NewsletterSubscribeInput']>({
      async queryFn(body) {
        try {
          const { data } = await apiClient.POST('/newsletter/subscribe', { body });
          return { data: { subscriber: data!.data, message: data!.message || NEWSLETTER_THANKS } };
        } catch (e) {
          return { error: toApiErrorShape(e) };
        }
      },
      invalidatesTags: ['Inbox'],
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = newsletterApi;
