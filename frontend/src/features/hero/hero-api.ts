import type { components } from '@shared/contract/schema';
import { api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

export const heroApi = api.injectEndpoints({
  endpoints: (build) => ({
    listActiveHeroes: build.query<components['schemas']['Hero'][], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/hero/active-list')),
      providesTags: ['Hero'],
    }),
  }),
});

export const { useListActiveHeroesQuery } = heroApi;
