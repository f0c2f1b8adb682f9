import type { components } from '@shared/contract/schema';
import { api, fromEnvelope, nullWhenNotFound } from '@/app/api';
import { apiClient } from '@/lib/api/client';

export const serviceDetailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `null` when the service has no details (404). */
    getServiceDetailsByService: build.query<components['schemas']['ServiceDetails'] | null, string>({
      queryFn: (serviceId) => nullWhenNotFound(fromEnvelope(apiClient.GET('/service-details/service/{serviceId}', { params: { path: { serviceId } } }))),
      providesTags: ['Service Details'],
    }),
  }),
});

export const { useGetServiceDetailsByServiceQuery } = serviceDetailsApi;
