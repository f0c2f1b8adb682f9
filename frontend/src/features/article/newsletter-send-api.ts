// An article's send to the newsletter's confirmed subscribers (openapi.yaml's getArticleNewsletter and
// sendArticleNewsletter): how it stands, and starting it. The send's answer is the state the dialog shows next.
import type { components } from '@shared/contract/schema';
import { api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

export type NewsletterSend = components['schemas']['NewsletterSend'];

export const newsletterSendApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArticleNewsletter: build.query<NewsletterSend, string>({
      queryFn: (id) => fromEnvelope(apiClient.GET('/articles/{id}/newsletter', { params: { path: { id } } })),
    }),
    sendArticleNewsletter: build.mutation<NewsletterSend, string>({
      queryFn: (id) => fromEnvelope(apiClient.POST('/articles/{id}/newsletter', { params: { path: { id } } })),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(newsletterSendApi.util.upsertQueryData('getArticleNewsletter', id, data));
        } catch {
          // A refusal is the dialog's to show; the state it had stays.
        }
      },
    }),
  }),
});

export const { useGetArticleNewsletterQuery, useSendArticleNewsletterMutation } = newsletterSendApi;
