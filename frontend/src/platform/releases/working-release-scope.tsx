import { Fragment, type ReactNode } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useLeaveClosedRelease } from './use-leave-closed-release';
import { useReleaseHeader } from './use-release-header';
import { WorkingReleaseBanner } from './working-release-banner';
import { selectWorkingRelease } from './working-release-slice';

/**
 * The admin screens, worked in the chosen release (ADR 0033): its banner above them, its header on their content
 * calls, and the screens made anew when the release changes, so no form keeps what it read before.
 */
export function WorkingReleaseScope({ children }: { children: ReactNode }) {
  const id = useAppSelector(selectWorkingRelease)?.id;
  useReleaseHeader();
  useLeaveClosedRelease();
  return (
    <>
      <WorkingReleaseBanner />
      <Fragment key={id ?? 'live'}>{children}</Fragment>
    </>
  );
}
