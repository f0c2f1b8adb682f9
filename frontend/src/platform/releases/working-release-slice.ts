// The release the admin area works in (ADR 0033), or none: the live site. Chosen with chooseWorkingRelease
// (working-release-actions.ts), which keeps it for the tab; a new store starts with the one kept.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readKeptRelease, type WorkingRelease } from './working-release-storage';

export type { WorkingRelease };

export interface WorkingReleaseState {
  release: WorkingRelease | null;
}

export const workingReleaseSlice = createSlice({
  name: 'workingRelease',
  initialState: (): WorkingReleaseState => ({ release: readKeptRelease() }),
  reducers: {
    workingReleaseChosen: (state, action: PayloadAction<WorkingRelease | null>) => {
      state.release = action.payload;
    },
  },
  selectors: {
    selectWorkingRelease: (s) => s.release,
  },
});

export const { workingReleaseChosen } = workingReleaseSlice.actions;
export const { selectWorkingRelease } = workingReleaseSlice.selectors;
