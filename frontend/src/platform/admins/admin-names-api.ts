import type { components } from '@shared/contract/schema';
import { api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

export type AdminName = components['schemas']['AdminName'];

// Every admin's id and name, readable by any signed-in admin: the activity log filters by it, and screens whose
// public read carries only an editor's id (homepage settings) show the name from it.
const adminNamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listActivityAdmins: build.query<AdminName[], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/activity/admins')),
    }),
  }),
});

/** Asked again on every visit: an account made or renamed elsewhere shows without a reload. */
export const useAdminNamesQuery = () => adminNamesApi.useListActivityAdminsQuery(undefined, { refetchOnMountOrArgChange: true });
