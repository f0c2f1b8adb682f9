import type { components } from '@contract/schema';
import { api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

export const footerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActiveFooter: build.query<components['schemas']['Footer'], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/footer/get-active-footer')),
      providesTags: ['Footer'],
    }),
  }),
});

export const { useGetActiveFooterQuery } = footerApi;
