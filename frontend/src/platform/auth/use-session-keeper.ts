import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { lastValidatedAt } from '@/lib/api/session-memory';
import { selectIsAuthenticated } from './auth-slice';
import type * as SessionActionsModule from './session-actions';
import { ADMIN_TAB_FLAG, isAdminArea, nextRefreshIn } from './session-rules';

export { ADMIN_TAB_FLAG };

type SessionActions = typeof SessionActionsModule;

/**
 * The session rules of docs/product/states.md, applied as the tab moves between pages:
 * - in the admin area with a session, the token is refreshed every 15 minutes (counted from when it was last
 *   issued; a reload restores the session with a refresh, which restarts the clock);
 * - leaving the admin area in this tab ends the session on the server too (logout, so the refresh cookie stops
 *   working), also when the tab was reloaded outside it;
 * - arriving outside it with a session in memory, the session is validated once.
 */
export function useSessionKeeper(pathname: string) {
  const dispatch = useAppDispatch();
  const authenticated = useAppSelector(selectIsAuthenticated);
  const token = useAppSelector((s) => s.auth.token);
  const inAdmin = isAdminArea(pathname);
  const validated = useRef(false);
  // The session's calls load only when a session needs them: a visitor without one never downloads them.
  const run = useCallback(
    (pick: (actions: SessionActions) => SessionActionsModule.SessionThunk) => void import('./session-actions').then((actions) => dispatch(pick(actions))),
    [dispatch],
  );

  useEffect(() => {
    if (inAdmin) {
      sessionStorage.setItem(ADMIN_TAB_FLAG, '1');
      return;
    }
    if (sessionStorage.getItem(ADMIN_TAB_FLAG)) {
      sessionStorage.removeItem(ADMIN_TAB_FLAG);
      validated.current = true;
      run((a) => a.signOut());
      return;
    }
    if (authenticated && !validated.current) {
      validated.current = true;
      run((a) => a.validateSession());
    }
  }, [inAdmin, authenticated, run]);

  useEffect(() => {
    if (!inAdmin || !token) return;
    // Each refresh stores a new token, which re-runs this effect and schedules the next one.
    const timer = setTimeout(() => run((a) => a.refreshSession()), nextRefreshIn(lastValidatedAt(), Date.now()));
    return () => clearTimeout(timer);
  }, [inAdmin, token, run]);
}
