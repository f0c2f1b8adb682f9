import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { authSlice } from '@/platform/auth/auth-slice';
import { workingReleaseSlice } from '@/platform/releases/working-release-slice';
import { api } from './api';

const rootReducer = combineSlices(api, authSlice, workingReleaseSlice);
export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store (one per app start, story or test). */
export function setupStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
