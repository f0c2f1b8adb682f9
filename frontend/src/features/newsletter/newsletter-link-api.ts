// The calls the pages of an email's links make (openapi.yaml's confirmNewsletterSubscription and
// unsubscribeNewsletter): public, with the link's token; each answers the server's message.
import { api, toApiErrorShape } from '@/app/api';
import { apiClient } from '@/lib/api/client';

export type LinkAction = 'confirm' | 'unsubscribe';

const call = (action: LinkAction, token: string) =>
  action === 'confirm'
    ? apiClient.POST('/newsletter/confirm', { params: { query: { token } } })
    : apiClient.POST('/newsletter/unsubscribe', { params: { query: { token } }, body: {} });

export const newsletterLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    followNewsletterLink: build.mutation<string, { action: LinkAction; token: string }>({
      async queryFn({ action, token }) {
        try {
          const { data } = await call(action, token);
          return { data: data?.message ?? '' };
        } catch (e) {
          return { error: toApiErrorShape(e) };
        }
      },
    }),
  }),
});

export const { useFollowNewsletterLinkMutation } = newsletterLinkApi;
