import type { components } from '@shared/contract/schema';
import { afterSuccess, api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];

export interface UpdateHeroArg {
  id: string;
  body: S['HeroInput'];
}

export const heroAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listHeroes: build.query<S['Hero'][], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/hero/list', { params: { query: { limit: 100 } } })),
      providesTags: ['Hero'],
    }),
    createHero: build.mutation<S['Hero'], S['HeroInput']>({
      queryFn: (body) => fromEnvelope(apiClient.POST('/hero/create', { body })),
      invalidatesTags: afterSuccess('Hero'),
    }),
    updateHero: build.mutation<S['Hero'], UpdateHeroArg>({
      queryFn: ({ id, body }) => fromEnvelope(apiClient.PUT('/hero/update/{id}', { params: { path: { id } }, body })),
      invalidatesTags: afterSuccess('Hero'),
    }),
    deleteHero: build.mutation<void, string>({
      queryFn: async (id) => {
        const result = await fromEnvelope(apiClient.DELETE('/hero/delete/{id}', { params: { path: { id } } }) as Promise<{ data?: { data: unknown } }>);
        return 'error' in result ? result : { data: undefined };
      },
      invalidatesTags: afterSuccess('Hero'),
    }),
  }),
});

export const { useListHeroesQuery, useCreateHeroMutation, useUpdateHeroMutation, useDeleteHeroMutation } = heroAdminApi;
