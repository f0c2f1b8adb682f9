import type { components } from '@contract/schema';
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
  }),
});

export const { useListFootersAdminQuery, useCreateFooterMutation, useUpdateFooterMutation } = footerAdminApi;
