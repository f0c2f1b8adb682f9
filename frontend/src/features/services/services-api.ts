import type { components } from '@shared/contract/schema';
import { api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

export const servicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActiveServiceSection: build.query<components['schemas']['ServiceSection'], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/service/get-active-services')),
      providesTags: ['Services'],
    }),
  }),
});

export const { useGetActiveServiceSectionQuery } = servicesApi;
