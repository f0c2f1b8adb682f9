import type { components } from '@shared/contract/schema';
import { api, fromEnvelope, nullWhenNotFound } from '@/app/api';
import { apiClient } from '@/lib/api/client';

export const footerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `null` when no footer is active (404). */
    getActiveFooter: build.query<components['schemas']['Footer'] | null, void>({
      queryFn: () => nullWhenNotFound(fromEnvelope(apiClient.GET('/footer/get-active-footer'))),
      providesTags: ['Footer'],
    }),
  }),
});

export const { useGetActiveFooterQuery } = footerApi;
