import type { components } from '@shared/contract/schema';
import { afterSuccess, api, fromEnvelope } from '@/app/api';
import { apiClient, toFormData } from '@/lib/api/client';

type S = components['schemas'];

export interface UpdateServiceDetailsArg {
  id: string;
  body: S['ServiceDetailsInput'];
}

/**
 * The admin screen's calls. Loading one service's record reuses the public `getServiceDetailsByService`
 * endpoint (features/service-details); writes invalidate its 'Service Details' tag so the record reloads.
 */
export const serviceDetailsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listServicesForDetails: build.query<S['ServiceGroup'][], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/service-details/services/list')),
      providesTags: ['Service Details', 'Services'],
    }),
    createServiceDetails: build.mutation<S['ServiceDetails'], S['ServiceDetailsInput']>({
      queryFn: (body) => fromEnvelope(apiClient.POST('/service-details', { body })),
      invalidatesTags: afterSuccess('Service Details'),
    }),
    updateServiceDetails: build.mutation<S['ServiceDetails'], UpdateServiceDetailsArg>({
      queryFn: ({ id, body }) => fromEnvelope(apiClient.PUT('/service-details/{id}', { params: { path: { id } }, body })),
      invalidatesTags: afterSuccess('Service Details'),
    }),
    uploadServiceDetailImage: build.mutation<S['UploadedImage'], File>({
      queryFn: (file) =>
        fromEnvelope<S['UploadedImage']>(
          apiClient.POST('/service-details/upload-image', {
            body: toFormData({ image: file }) as unknown as S['ImageUpload'],
          }) as Promise<{ data?: S['UploadedImageResponse'] }>,
        ),
    }),
    deleteServiceDetailImage: build.mutation<void, string>({
      queryFn: async (filename) => {
        const result = await fromEnvelope(
          apiClient.DELETE('/service-details/delete-image/{filename}', { params: { path: { filename } } }) as Promise<{ data?: { data: unknown } }>,
        );
        return 'error' in result ? result : { data: undefined };
      },
    }),
  }),
});

export const {
  useListServicesForDetailsQuery,
  useCreateServiceDetailsMutation,
  useUpdateServiceDetailsMutation,
  useUploadServiceDetailImageMutation,
  useDeleteServiceDetailImageMutation,
} = serviceDetailsAdminApi;
