// Session state, in memory only (ADR 0001): at start in the admin area it is restored from the refresh cookie
// by one refresh call (see restoreSession); until that answers the guard shows its spinner.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Admin } from '@/lib/api/session-memory';

export interface AuthState {
  token: string | null;
  admin: Admin | null;
  /** False until the session has been restored (or found absent). */
  initialized: boolean;
  /** Why the last session ended, when the server said (e.g. 'Token expired'); the login screen shows it. */
  endedBecause?: string;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ token: null, admin: null, initialized: false }),
  reducers: {
    credentialsReceived: (state, action: PayloadAction<{ token: string; admin: Admin }>) => {
      state.token = action.payload.token;
      state.admin = action.payload.admin;
      state.initialized = true;
      delete state.endedBecause;
    },
    /** The signed-in admin's record as the server answered a change of it (their public profile). */
    adminUpdated: (state, action: PayloadAction<Admin>) => {
      if (state.admin?._id === action.payload._id) state.admin = action.payload;
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

export const { adminUpdated, credentialsReceived, loggedOut } = authSlice.actions;
export const { selectAdmin, selectIsAuthenticated, selectAuthInitialized, selectSessionEndedBecause } = authSlice.selectors;
