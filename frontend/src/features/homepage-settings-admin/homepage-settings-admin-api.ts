import type { components } from '@shared/contract/schema';
import { afterSuccess, api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];

export interface UpdateSettingsArg {
  id: string;
  body: S['HomepageSettingsInput'];
}

export const homepageSettingsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The stored settings, or null when none exist yet (the server answers 404). */
    getSettingsForAdmin: build.query<S['HomepageSettings'] | null, void>({
      queryFn: async () => {
        const result = await fromEnvelope(apiClient.GET('/homepage/settings'));
        if ('error' in result && result.error.status === 404) return { data: null };
        return result;
      },
      providesTags: ['Homepage Settings'],
    }),
    createSettings: build.mutation<S['HomepageSettings'], S['HomepageSettingsInput']>({
      queryFn: (body) => fromEnvelope(apiClient.POST('/homepage/settings', { body })),
      invalidatesTags: afterSuccess('Homepage Settings'),
    }),
    updateSettings: build.mutation<S['HomepageSettings'], UpdateSettingsArg>({
      queryFn: ({ id, body }) => fromEnvelope(apiClient.PUT('/homepage/settings/{id}', { params: { path: { id } }, body })),
      invalidatesTags: afterSuccess('Homepage Settings'),
    }),
  }),
});

export const { useGetSettingsForAdminQuery, useCreateSettingsMutation, useUpdateSettingsMutation } = homepageSettingsAdminApi;
