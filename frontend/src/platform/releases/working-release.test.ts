// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/app/api';
import { setupStore } from '@/app/store';
import { chooseWorkingRelease } from './working-release-actions';
import { selectWorkingRelease } from './working-release-slice';
import { keepRelease, readKeptRelease } from './working-release-storage';

const SPRING = { id: '665000000000000000000a51', name: 'Spring implant campaign' };

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the working release', () => {
  it('starts on the live site, and a new store (a reload) starts in the one kept for the tab', () => {
    expect(selectWorkingRelease(setupStore().getState())).toBeNull();
    keepRelease(SPRING);
    expect(selectWorkingRelease(setupStore().getState())).toEqual(SPRING);
  });

  it('is kept for the tab as it is chosen, and every cached answer goes when it changes', () => {
    const store = setupStore();
    const reset = vi.spyOn(api.util, 'resetApiState');
    store.dispatch(chooseWorkingRelease(SPRING));
    expect(selectWorkingRelease(store.getState())).toEqual(SPRING);
    expect(readKeptRelease()).toEqual(SPRING);
    expect(reset).toHaveBeenCalledTimes(1);

    store.dispatch(chooseWorkingRelease({ ...SPRING, name: 'Renamed' }));
    expect(reset).toHaveBeenCalledTimes(1);

    store.dispatch(chooseWorkingRelease(null));
    expect(selectWorkingRelease(store.getState())).toBeNull();
    expect(readKeptRelease()).toBeNull();
    expect(reset).toHaveBeenCalledTimes(2);
  });

  it('reads nothing kept where there is no browser (the server render), nor from a broken entry', () => {
    sessionStorage.setItem('working-release', '{broken');
    expect(readKeptRelease()).toBeNull();
    keepRelease(SPRING);
    vi.stubGlobal('window', undefined);
    expect(readKeptRelease()).toBeNull();
    expect(selectWorkingRelease(setupStore().getState())).toBeNull();
  });
});
