import type { components } from '@shared/contract/schema';
import { OPEN_STATES } from '@shared/contract/releases';
import { api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type Release = components['schemas']['Release'];

/** The releases an admin can work in (the ones that take drafts: open or failed), newest first. */
export const openReleasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOpenReleases: build.query<Release[], void>({
      queryFn: async () => {
        const result = await fromEnvelope(apiClient.GET('/releases', { params: { query: { limit: 100 } } }));
        return 'error' in result ? result : { data: result.data.filter((r) => OPEN_STATES.has(r.state)) };
      },
      providesTags: ['Release'],
    }),
  }),
});

export const { useListOpenReleasesQuery } = openReleasesApi;
