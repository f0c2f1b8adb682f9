import type { ReactNode } from 'react';
import { TeamStream } from './use-team-stream';

/** A story's screen with the team's stream open beside it, as the admin layout keeps it. */
export function WithTeamStream({ children }: { children: ReactNode }) {
  return (
    <div className="p-3">
      <TeamStream />
      {children}
    </div>
  );
}
