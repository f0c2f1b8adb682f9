import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from '@/app/api';
import type { RootState } from '@/app/store';
import { selectWorkingRelease, workingReleaseChosen, type WorkingRelease } from './working-release-slice';
import { keepRelease } from './working-release-storage';

/**
 * Works in `release` from now on (null: the live site), for this tab. Every cached answer goes, so each screen
 * loads again with the release's drafts applied, or without them.
 */
export const chooseWorkingRelease =
  (release: WorkingRelease | null): ThunkAction<void, RootState, unknown, UnknownAction> =>
  (dispatch, getState) => {
    const current = selectWorkingRelease(getState());
    keepRelease(release);
    dispatch(workingReleaseChosen(release));
    if (current?.id !== release?.id) dispatch(api.util.resetApiState());
  };
