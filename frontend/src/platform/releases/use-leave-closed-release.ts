import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useToast } from '@/components/ui/toast-provider';
import { useListOpenReleasesQuery } from './open-releases-api';
import { chooseWorkingRelease } from './working-release-actions';
import { selectWorkingRelease } from './working-release-slice';

/** Back to the live site, saying why, when the chosen release no longer takes drafts (published, in review, gone). */
export function useLeaveClosedRelease() {
  const release = useAppSelector(selectWorkingRelease);
  const { data: open } = useListOpenReleasesQuery();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const closed = !!release && !!open && !open.some((r) => r._id === release.id);
  useEffect(() => {
    if (!closed) return;
    toast(`The release \u201c${release.name}\u201d no longer takes drafts: you are back on the live site.`, { variant: 'warning' });
    dispatch(chooseWorkingRelease(null));
  }, [closed, release, toast, dispatch]);
}
