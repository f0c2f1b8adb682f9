import { useLayoutEffect } from 'react';
import { DRAFT_SAVED } from '@shared/contract/releases';
import { useAppSelector } from '@/app/hooks';
import { TOAST_DEFAULT_MS, useToast } from '@/components/ui/toast-provider';
import { apiClient } from '@/lib/api/client';
import { releaseHeader } from '@/lib/api/release-header';
import { selectWorkingRelease } from './working-release-slice';

/**
 * While a release is chosen, the client names it on every content call (lib/api/release-header.ts), and a toast
 * says when a save was kept as a draft. A layout effect: the header is on before the screens below make their first
 * reads (in their effects), and off as soon as the admin area goes, so no public page sends it.
 */
export function useReleaseHeader() {
  const id = useAppSelector(selectWorkingRelease)?.id;
  const toast = useToast();
  useLayoutEffect(() => {
    if (!id) return;
    let toldAt = -Infinity;
    const middleware = releaseHeader(id, () => {
      // Once for a save that makes several calls (e.g. a reorder).
      if (Date.now() - toldAt < TOAST_DEFAULT_MS) return;
      toldAt = Date.now();
      toast(DRAFT_SAVED, { variant: 'info' });
    });
    apiClient.use(middleware);
    return () => apiClient.eject(middleware);
  }, [id, toast]);
}
