import type { components } from '@contract/schema';
import { api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

export const serviceDetailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServiceDetailsByService: build.query<components['schemas']['ServiceDetails'], string>({
      queryFn: (serviceId) => fromEnvelope(apiClient.GET('/service-details/service/{serviceId}', { params: { path: { serviceId } } })),
      providesTags: ['ServiceDetails'],
    }),
  }),
});

export const { useGetServiceDetailsByServiceQuery } = serviceDetailsApi;
