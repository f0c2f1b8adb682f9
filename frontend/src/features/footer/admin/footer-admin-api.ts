import type { components } from '@shared/contract/schema';
import { afterSuccess, api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];

export interface UpdateFooterArg {
  id: string;
  body: S['FooterInput'];
}

export const footerAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFootersAdmin: build.query<S['Footer'][], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/footer/get-all-footers', { params: { query: { page: 1, limit: 1 } } })),
      providesTags: ['Footer'],
    }),
    createFooter: build.mutation<S['Footer'], S['FooterInput']>({
      queryFn: (body) => fromEnvelope(apiClient.POST('/footer/create-new-footer', { body })),
      invalidatesTags: afterSuccess('Footer'),
    }),
    updateFooter: build.mutation<S['Footer'], UpdateFooterArg>({
      queryFn: ({ id, body }) => fromEnvelope(apiClient.PUT('/footer/update-footer/{id}', { params: { path: { id } }, body })),
      invalidatesTags: afterSuccess('Footer'),
    }),
    deleteFooter: build.mutation<void, string>({
      queryFn: async (id) => {
        const result = await fromEnvelope(
          apiClient.DELETE('/footer/delete-footer/{id}', { params: { path: { id } } }) as Promise<{ data?: { data: unknown } }>,
        );
        return 'error' in result ? result : { data: undefined };
      },
      // The deleted footer stays in its history, whose list reloads too.
      invalidatesTags: afterSuccess('Footer', 'Revision'),
    }),
  }),
});

export const { useListFootersAdminQuery, useCreateFooterMutation, useUpdateFooterMutation, useDeleteFooterMutation } = footerAdminApi;
