// Session state: restored from storage at start without a server round trip (spec section 4).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readAdmin, readToken, type Admin } from '@/lib/api/session-storage';

export interface AuthState {
  token: string | null;
  admin: Admin | null;
  /** False until the stored session has been read. */
  initialized: boolean;
  /** Why the last session ended, when the server said (e.g. 'Token expired'); the login screen shows it. */
  endedBecause?: string;
}

export function restoreAuthState(): AuthState {
  const token = readToken();
  const admin = token ? readAdmin() : null;
  return { token: admin ? token : null, admin, initialized: true };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ token: null, admin: null, initialized: false }),
  reducers: {
    sessionRestored: (_state, action: PayloadAction<AuthState>) => action.payload,
    credentialsReceived: (state, action: PayloadAction<{ token: string; admin: Admin }>) => {
      state.token = action.payload.token;
      state.admin = action.payload.admin;
      state.initialized = true;
      delete state.endedBecause;
    },
    loggedOut: (state, action: PayloadAction<string | undefined>) => {
      state.token = null;
      state.admin = null;
      state.initialized = true;
      if (action.payload) state.endedBecause = action.payload;
      else delete state.endedBecause;
    },
  },
  selectors: {
    selectAdmin: (s) => s.admin,
    selectIsAuthenticated: (s) => !!s.token && !!s.admin,
    selectAuthInitialized: (s) => s.initialized,
    selectSessionEndedBecause: (s) => s.endedBecause,
  },
});

export const { sessionRestored, credentialsReceived, loggedOut } = authSlice.actions;
export const { selectAdmin, selectIsAuthenticated, selectAuthInitialized, selectSessionEndedBecause } = authSlice.selectors;
