import type { components } from '@shared/contract/schema';
import { afterSuccess, api, fromEnvelope, toApiErrorShape, type ApiErrorShape } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];

/** A write's answer: the stored record and the server's own words for it (shown in the toast). */
export interface HomepageSaved {
  homepage: S['Homepage'];
  message?: string;
}

export interface UpdateHomepageArg {
  id: string;
  body: S['HomepageInput'];
}

/** Like fromEnvelope, but keeps the envelope's `message` beside the record. */
async function withMessage(call: Promise<{ data?: { data: S['Homepage']; message?: string } }>): Promise<{ data: HomepageSaved } | { error: ApiErrorShape }> {
  try {
    const { data } = await call;
    return { data: { homepage: data!.data, message: data!.message } };
  } catch (e) {
    return { error: toApiErrorShape(e) };
  }
}

export const homepageLayoutAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The active homepage record as the admin list has it, or null when none is active. */
    getActiveLayoutForAdmin: build.query<S['Homepage'] | null, void>({
      queryFn: async () => {
        const result = await fromEnvelope(apiClient.GET('/homepage', { params: { query: { isActive: true, limit: 1 } } }));
        return 'error' in result ? result : { data: result.data[0] ?? null };
      },
      providesTags: ['Homepage'],
    }),
    createHomepage: build.mutation<HomepageSaved, S['HomepageInput']>({
      queryFn: (body) => withMessage(apiClient.POST('/homepage', { body })),
      invalidatesTags: afterSuccess('Homepage'),
    }),
    updateHomepage: build.mutation<HomepageSaved, UpdateHomepageArg>({
      queryFn: ({ id, body }) => withMessage(apiClient.PUT('/homepage/{id}', { params: { path: { id } }, body })),
      invalidatesTags: afterSuccess('Homepage'),
    }),
  }),
});

export const { useGetActiveLayoutForAdminQuery, useCreateHomepageMutation, useUpdateHomepageMutation } = homepageLayoutAdminApi;
