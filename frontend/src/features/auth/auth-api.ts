import type { components } from '@contract/schema';
import { api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';
import { writeToken } from '@/lib/api/session-memory';
import { credentialsReceived } from './auth-slice';
import { endSession } from './session-actions';

type LoginRequest = components['schemas']['LoginRequest'];
type AuthSession = components['schemas']['AuthSession'];

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthSession, LoginRequest>({
      queryFn: (body) => fromEnvelope(apiClient.POST('/admin/login', { body })),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        writeToken(data.token);
        dispatch(credentialsReceived({ token: data.token, admin: data.admin }));
      },
    }),
    logout: build.mutation<null, void>({
      // Logout clears the session even when the call fails (spec section 4); the server clears the refresh cookie.
      async queryFn() {
        await apiClient.POST('/admin/logout').catch(() => undefined);
        return { data: null };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(endSession());
      },
    }),
    logoutEverywhere: build.mutation<null, void>({
      // Every session of this admin ends on the server; this page signs out even when the call fails.
      async queryFn() {
        await apiClient.POST('/admin/logout-all').catch(() => undefined);
        return { data: null };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(endSession());
      },
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useLogoutEverywhereMutation } = authApi;
