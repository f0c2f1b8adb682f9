// What ends, renews and checks the admin session (spec section 4). Plain thunks over the one API client.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api, serverMessageOr, toApiErrorShape } from '@/app/api';
import type { RootState } from '@/app/store';
import { apiClient } from '@/lib/api/client';
import { authInitMarker, clearSession, readToken, writeAdmin, writeSession } from '@/lib/api/session-storage';
import { credentialsReceived, loggedOut } from './auth-slice';
import { REFRESH_FAILED, SESSION_ENDING_MESSAGES, initInProgress } from './session-rules';

export type SessionThunk = ThunkAction<Promise<void> | void, RootState, unknown, UnknownAction>;

/** Clears the stored login and the session; admin data cached by queries goes with it. */
export const endSession =
  (because?: string): SessionThunk =>
  (dispatch) => {
    clearSession();
    dispatch(loggedOut(because));
    dispatch(api.util.resetApiState());
  };

/** Renews the token; a failed refresh logs out (spec section 4), keeping why for the login screen. */
export const refreshSession = (): SessionThunk => async (dispatch) => {
  try {
    const { data } = await apiClient.POST('/admin/refresh-token');
    const { token, admin } = data!.data;
    writeSession(token, admin);
    dispatch(credentialsReceived({ token, admin }));
  } catch (e) {
    dispatch(endSession(serverMessageOr(toApiErrorShape(e), REFRESH_FAILED)));
  }
};

/**
 * Outside the admin area: fetches the profile, and ends the session only when the server says the token is
 * invalid or expired or the account is not active; any other failure (offline, 5xx) keeps it. The auth-init
 * marker keeps two tabs from validating at once; one older than 10 s is stale and is reset.
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
      if (token) {
        writeAdmin(admin);
        dispatch(credentialsReceived({ token, admin }));
      }
    } catch (e) {
      const { message } = toApiErrorShape(e);
      if (SESSION_ENDING_MESSAGES.includes(message)) dispatch(endSession(message));
    } finally {
      authInitMarker.clear();
    }
  };
