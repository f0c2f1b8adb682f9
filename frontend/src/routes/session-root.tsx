import { Outlet, useLocation } from 'react-router-dom';
import { useSessionKeeper } from '@/platform/auth/use-session-keeper';

/** The root of every route: applies the admin session rules wherever the tab goes. */
export function SessionRoot() {
  useSessionKeeper(useLocation().pathname);
  return <Outlet />;
}
