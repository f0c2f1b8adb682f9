import type { components } from '@shared/contract/schema';
import { afterSuccess, api, fromEnvelope } from '@/app/api';
import { apiClient, toFormData } from '@/lib/api/client';

type S = components['schemas'];

export interface UpdateHeaderArg {
  id: string;
  body: S['HeaderInput'];
}

// Tags are invalidated only after a write succeeded: a failed write leaves what the screen shows alone.
export const headerAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The active header, else the first listed one, else null: nothing stored yet (create mode). */
    getAdminHeader: build.query<S['Header'] | null, void>({
      queryFn: async () => {
        const active = await fromEnvelope(apiClient.GET('/header/active'));
        if (!('error' in active) || active.error.status !== 404) return active;
        const list = await fromEnvelope(apiClient.GET('/header/list', { params: { query: { limit: 1 } } }));
        return 'error' in list ? list : { data: list.data[0] ?? null };
      },
      providesTags: ['Header'],
    }),
    createHeader: build.mutation<S['Header'], S['HeaderInput']>({
      queryFn: (body) => fromEnvelope(apiClient.POST('/header/create', { body })),
      invalidatesTags: afterSuccess('Header'),
    }),
    updateHeader: build.mutation<S['Header'], UpdateHeaderArg>({
      queryFn: ({ id, body }) => fromEnvelope(apiClient.PUT('/header/update/{id}', { params: { path: { id } }, body })),
      invalidatesTags: afterSuccess('Header'),
    }),
    /** Stores the image as the active logo (multipart field `logo`). */
    uploadLogo: build.mutation<S['FileAsset'], File>({
      queryFn: (file) =>
        fromEnvelope<S['FileAsset']>(
          apiClient.POST('/files/logo-upload', { body: toFormData({ logo: file }) as unknown as S['LogoUpload'] }) as Promise<{
            data?: S['FileAssetResponse'];
          }>,
        ),
      invalidatesTags: afterSuccess('Logo'),
    }),
    deleteLogo: build.mutation<void, string>({
      queryFn: async (id) => {
        const result = await fromEnvelope(apiClient.DELETE('/files/logo/{id}', { params: { path: { id } } }) as Promise<{ data?: { data: unknown } }>);
        return 'error' in result ? result : { data: undefined };
      },
      invalidatesTags: afterSuccess('Logo'),
    }),
  }),
});

export const { useGetAdminHeaderQuery, useCreateHeaderMutation, useUpdateHeaderMutation, useUploadLogoMutation, useDeleteLogoMutation } = headerAdminApi;
