import type { components } from '@contract/schema';
import { api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';
import { writeSession } from '@/lib/api/session-storage';
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
        writeSession(data.token, data.admin);
        dispatch(credentialsReceived({ token: data.token, admin: data.admin }));
      },
    }),
    logout: build.mutation<null, void>({
      // Logout clears the session even when the call fails (spec section 4).
      async queryFn() {
        await apiClient.POST('/admin/logout').catch(() => undefined);
        return { data: null };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(endSession());
      },
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation } = authApi;
