import type { components } from '@contract/schema';
import { api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

export const serviceDetailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `null` when the service has no details (404): an answer, not a failure, so the server can embed it too. */
    getServiceDetailsByService: build.query<components['schemas']['ServiceDetails'] | null, string>({
      queryFn: async (serviceId) => {
        const result = await fromEnvelope(apiClient.GET('/service-details/service/{serviceId}', { params: { path: { serviceId } } }));
        return 'error' in result && result.error.status === 404 ? { data: null } : result;
      },
      providesTags: ['ServiceDetails'],
    }),
  }),
});

export const { useGetServiceDetailsByServiceQuery } = serviceDetailsApi;
