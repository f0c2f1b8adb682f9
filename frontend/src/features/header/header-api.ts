import type { components } from '@shared/contract/schema';
import { api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];

export const headerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActiveHeader: build.query<S['Header'], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/header/active')),
      providesTags: ['Header'],
    }),
    getActiveLogo: build.query<S['FileAsset'], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/files/logo')),
      providesTags: ['Logo'],
    }),
  }),
});

export const { useGetActiveHeaderQuery, useGetActiveLogoQuery } = headerApi;
