import type { components } from '@shared/contract/schema';
import { api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];

export const siteSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomepageSettings: build.query<S['HomepageSettings'], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/homepage/settings')),
      providesTags: ['Homepage Settings'],
    }),
    getActiveHomepage: build.query<S['Homepage'], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/homepage/active')),
      providesTags: ['Homepage'],
    }),
  }),
});

export const { useGetHomepageSettingsQuery, useGetActiveHomepageQuery } = siteSettingsApi;
