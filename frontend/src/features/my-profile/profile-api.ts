// The signed-in admin's own public profile (openapi.yaml's PATCH /admin/me): the name and photo visitors see on the
// articles they wrote. The answer is the admin's record, which the session then holds.
import type { components } from '@shared/contract/schema';
import { afterSuccess, api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';
import { adminUpdated } from '@/platform/auth/auth-slice';

type S = components['schemas'];

const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateMyProfile: build.mutation<S['Admin'], S['AdminProfileUpdate']>({
      queryFn: (body) => fromEnvelope(apiClient.PATCH('/admin/me', { body })),
      // The articles show their author's public name: the Blog screen's author choice reads it again.
      invalidatesTags: afterSuccess('Articles'),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(adminUpdated(data));
      },
    }),
  }),
});

export const { useUpdateMyProfileMutation } = profileApi;
