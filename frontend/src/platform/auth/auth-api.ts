import type { components } from '@shared/contract/schema';
import { api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';
import { writeToken } from '@/lib/api/session-memory';
import { credentialsReceived } from './auth-slice';
import { endSession } from './session-actions';

type LoginRequest = components['schemas']['LoginRequest'];
type AuthSession = components['schemas']['AuthSession'];

/** How long a sign-out waits for the screen's reads still on the wire before it ends the session anyway. */
const READS_WAIT_MS = 3000;

/**
 * A sign-out call: the page's session ends whether or not the server answered. It first lets the reads still on the
 * wire finish (a few seconds at most), so that none comes back refused for a session that ended under it.
 */
const signOutThrough = (path: '/admin/logout' | '/admin/logout-all') => ({
  async queryFn(_arg: void, { dispatch }: { dispatch: (action: unknown) => unknown }) {
    const reads = dispatch(api.util.getRunningQueriesThunk()) as Promise<unknown>[];
    await Promise.race([Promise.allSettled(reads), new Promise((done) => setTimeout(done, READS_WAIT_MS))]);
    await apiClient.POST(path).catch(() => undefined);
    return { data: null };
  },
  async onQueryStarted(_arg: void, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> }) {
    await queryFulfilled.catch(() => undefined);
    dispatch(endSession());
  },
});

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
    // Logout clears the session even when the call fails (ADR 0001); the server clears the refresh cookie.
    logout: build.mutation<null, void>(signOutThrough('/admin/logout')),
    // 'Sign out everywhere': every session of this admin ends on the server; this page signs out too.
    logoutEverywhere: build.mutation<null, void>(signOutThrough('/admin/logout-all')),
  }),
});

export const { useLoginMutation, useLogoutMutation, useLogoutEverywhereMutation } = authApi;
