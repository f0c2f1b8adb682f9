import type { components } from '@shared/contract/schema';
import { afterSuccess, api, fromEnvelope, toApiErrorShape } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];

export interface AdminPageArg {
  page: number;
  limit: number;
}

/** One page of accounts with the server's paging (GET /admin pages; ADR 0015: super admins only). */
export interface AdminPage {
  admins: S['Admin'][];
  pagination?: S['Pagination'];
}

export interface UpdateAdminArg {
  id: string;
  body: S['AdminUpdate'];
}

export const adminAccountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminAccounts: build.query<AdminPage, AdminPageArg>({
      // fromEnvelope keeps only `data`; the list needs `pagination` too.
      queryFn: async ({ page, limit }) => {
        try {
          const { data } = await apiClient.GET('/admin', { params: { query: { page, limit } } });
          return { data: { admins: data?.data ?? [], pagination: data?.pagination } };
        } catch (e) {
          return { error: toApiErrorShape(e) };
        }
      },
      providesTags: ['Admin'],
    }),
    createAdminAccount: build.mutation<S['Admin'], S['AdminCreate']>({
      queryFn: (body) => fromEnvelope(apiClient.POST('/admin', { body })),
      invalidatesTags: afterSuccess('Admin'),
    }),
    updateAdminAccount: build.mutation<S['Admin'], UpdateAdminArg>({
      queryFn: ({ id, body }) => fromEnvelope(apiClient.PUT('/admin/{id}', { params: { path: { id } }, body })),
      // Put the saved account into every cached page at once, so a select does not flick back until the reload.
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const saved = (await queryFulfilled.catch(() => undefined))?.data;
        if (!saved) return;
        for (const { endpointName, originalArgs } of api.util.selectInvalidatedBy(getState(), ['Admin'])) {
          if (endpointName !== 'listAdminAccounts') continue;
          dispatch(
            adminAccountsApi.util.updateQueryData('listAdminAccounts', originalArgs as AdminPageArg, (page) => {
              page.admins = page.admins.map((a) => (a._id === saved._id ? saved : a));
            }),
          );
        }
      },
      invalidatesTags: afterSuccess('Admin'),
    }),
    deleteAdminAccount: build.mutation<null, string>({
      queryFn: async (id) => {
        try {
          await apiClient.DELETE('/admin/{id}', { params: { path: { id } } });
          return { data: null };
        } catch (e) {
          return { error: toApiErrorShape(e) };
        }
      },
      invalidatesTags: afterSuccess('Admin'),
    }),
  }),
});

export const { useListAdminAccountsQuery, useCreateAdminAccountMutation, useUpdateAdminAccountMutation, useDeleteAdminAccountMutation } = adminAccountsApi;
