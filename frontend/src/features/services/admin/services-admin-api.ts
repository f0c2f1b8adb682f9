import type { components, paths } from '@shared/contract/schema';
import { afterSuccess, api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];
type ReorderBody = paths['/service/reorder-services/{id}']['put']['requestBody']['content']['application/json'];

export interface UpdateServiceSectionArg {
  id: string;
  body: S['ServiceSectionInput'];
}

export interface ReorderServicesArg {
  id: string;
  body: ReorderBody;
}

// Every write invalidates 'Services', so the public services section (features/services) shows the new content.
export const servicesAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listServiceSectionsAdmin: build.query<S['ServiceSection'][], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/service/get-all-services', { params: { query: { limit: 100 } } })),
      providesTags: ['Services'],
    }),
    createServiceSection: build.mutation<S['ServiceSection'], S['ServiceSectionInput']>({
      queryFn: (body) => fromEnvelope(apiClient.POST('/service/create-service', { body })),
      invalidatesTags: afterSuccess('Services'),
    }),
    updateServiceSection: build.mutation<S['ServiceSection'], UpdateServiceSectionArg>({
      queryFn: ({ id, body }) => fromEnvelope(apiClient.PUT('/service/update-service/{id}', { params: { path: { id } }, body })),
      invalidatesTags: afterSuccess('Services'),
    }),
    toggleServiceSectionStatus: build.mutation<S['ServiceSection'], string>({
      queryFn: (id) => fromEnvelope(apiClient.PUT('/service/toggle-status/{id}', { params: { path: { id } } })),
      invalidatesTags: afterSuccess('Services'),
    }),
    reorderServices: build.mutation<S['ServiceSection'], ReorderServicesArg>({
      queryFn: ({ id, body }) => fromEnvelope(apiClient.PUT('/service/reorder-services/{id}', { params: { path: { id } }, body })),
      invalidatesTags: afterSuccess('Services'),
    }),
    deleteServiceSection: build.mutation<void, string>({
      queryFn: async (id) => {
        const call = apiClient.DELETE('/service/delete-service/{id}', { params: { path: { id } } }) as Promise<{ data?: { data: unknown } }>;
        const result = await fromEnvelope(call);
        return 'error' in result ? result : { data: undefined };
      },
      invalidatesTags: afterSuccess('Services'),
    }),
  }),
});

export const {
  useListServiceSectionsAdminQuery,
  useCreateServiceSectionMutation,
  useUpdateServiceSectionMutation,
  useToggleServiceSectionStatusMutation,
  useReorderServicesMutation,
  useDeleteServiceSectionMutation,
} = servicesAdminApi;
