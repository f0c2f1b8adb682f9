// The media library's calls, shared by the library screen, every admin image field (upload or pick an uploaded
// image) and the public pages (the responsive variants of the images they show).
import type { components } from '@shared/contract/schema';
import { afterSuccess, api, fromEnvelope } from '@/app/api';
import { apiClient, toFormData } from '@/lib/api/client';

type S = components['schemas'];

/** How many files the library shows (a clinic's site holds tens of images, not thousands). */
export const MEDIA_PAGE_SIZE = 100;

export const mediaApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every uploaded logo and image, newest first, with where each is used. */
    listMediaFiles: build.query<S['FileAsset'][], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/files/all', { params: { query: { limit: MEDIA_PAGE_SIZE } } })),
      providesTags: ['Media'],
    }),
    /** Stores an image in the library (multipart field `image`); its variants follow in the background. */
    uploadImage: build.mutation<S['FileAsset'], File>({
      queryFn: (file) =>
        fromEnvelope<S['FileAsset']>(
          apiClient.POST('/files/images', { body: toFormData({ image: file }) as unknown as S['ImageUpload'] }) as Promise<{
            data?: S['FileAssetResponse'];
          }>,
        ),
      invalidatesTags: afterSuccess('Media'),
    }),
    /** Deletes an unused file; a used one is refused (409) with a message naming where it is used. */
    deleteFile: build.mutation<void, string>({
      queryFn: async (id) => {
        const result = await fromEnvelope(apiClient.DELETE('/files/{id}', { params: { path: { id } } }) as Promise<{ data?: { data: unknown } }>);
        return 'error' in result ? result : { data: undefined };
      },
      invalidatesTags: afterSuccess('Media'),
    }),
    /** Public: the AVIF/WebP srcsets of the images the public pages show. */
    listResponsiveImages: build.query<S['ResponsiveImage'][], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/files/responsive-images')),
      providesTags: ['Media'],
    }),
  }),
});

export const { useListMediaFilesQuery, useUploadImageMutation, useDeleteFileMutation, useListResponsiveImagesQuery } = mediaApi;
