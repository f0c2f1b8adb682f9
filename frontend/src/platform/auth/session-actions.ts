// What starts, ends, renews and checks the admin session (ADR 0001). Plain thunks over the one
// API client. The access token lives in memory (session-memory.ts); the refresh token is an HttpOnly cookie the
// browser sends with the refresh call only.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api, serverMessageOr, toApiErrorShape } from '@/app/api';
import type { RootState } from '@/app/store';
import { apiClient } from '@/lib/api/client';
import { authInitMarker, clearSession, readToken, writeToken } from '@/lib/api/session-memory';
import { credentialsReceived, loggedOut } from './auth-slice';
import { REFRESH_FAILED, SESSION_ENDING_MESSAGES, initInProgress, isAdminArea } from './session-rules';

export type SessionThunk = ThunkAction<Promise<void> | void, RootState, unknown, UnknownAction>;

/** Forgets the session in this page; admin data cached by queries goes with it. */
export const endSession =
  (because?: string): SessionThunk =>
  (dispatch) => {
    clearSession();
    dispatch(loggedOut(because));
    dispatch(api.util.resetApiState());
  };

// One refresh at a time: each refresh token works once, so a second call with the same cookie would end the session.
// Null: the browser holds no refresh cookie, so there is no session (an answer, not a failed request).
let refreshing: ReturnType<typeof requestRefresh> | undefined;
function requestRefresh() {
  return apiClient.POST('/admin/refresh-token').then(({ data }) => data!.data);
}
function refreshOnce() {
  refreshing ??= requestRefresh().finally(() => (refreshing = undefined));
  return refreshing;
}

/**
 * Renews the access token from the refresh cookie; a failed refresh logs out (ADR 0001), keeping why for the login
 * screen. A cookie gone meanwhile (another tab signed out) ends it too, as a failure without a message of its own.
 */
export const refreshSession = (): SessionThunk => async (dispatch) => {
  try {
    const renewed = await refreshOnce();
    if (!renewed) {
      dispatch(endSession(REFRESH_FAILED));
      return;
    }
    writeToken(renewed.token);
    dispatch(credentialsReceived(renewed));
  } catch (e) {
    dispatch(endSession(serverMessageOr(toApiErrorShape(e), REFRESH_FAILED)));
  }
};

/**
 * At start: in the admin area the session is restored from the refresh cookie (a reload keeps the admin signed
 * in); without one, or elsewhere, the app starts signed out. No message: nothing ended that the admin saw.
 */
export const restoreSession =
  (pathname: string): SessionThunk =>
  async (dispatch) => {
    if (isAdminArea(pathname)) {
      const restored = await refreshOnce().catch(() => null);
      if (restored) {
        writeToken(restored.token);
        dispatch(credentialsReceived(restored));
        return;
      }
    }
    clearSession();
    dispatch(loggedOut());
  };

/**
 * Leaving the admin area ends the session on the server too, so the refresh cookie stops working: logout with the
 * token in memory, or, after a reload outside the admin area, with one the cookie still gives.
 */
export const signOut = (): SessionThunk => async (dispatch) => {
  let token = readToken();
  if (!token)
    token = await refreshOnce().then(
      (s) => s?.token ?? null,
      () => null,
    );
  if (token) await apiClient.POST('/admin/logout', { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
  dispatch(endSession());
};

/**
 * Outside the admin area: fetches the profile, and ends the session only when the server says the token is
 * invalid or expired or the account is not active; any other failure (offline, 5xx) keeps it. The auth-init
 * marker keeps two validations from running at once; one older than 10 s is stale and is reset.
 */
export const validateSession =
  (now = Date.now()): SessionThunk =>
  async (dispatch) => {
    if (initInProgress(authInitMarker.read(), now)) return;
    authInitMarker.set(now);
    try {
      const { data } = await apiClient.GET('/admin/me');
      const admin = data!.data;
      const token = readToken();
      if (token) dispatch(credentialsReceived({ token, admin }));
    } catch (e) {
      const { message } = toApiErrorShape(e);
      if (SESSION_ENDING_MESSAGES.includes(message)) dispatch(endSession(message));
    } finally {
      authInitMarker.clear();
    }
  };
