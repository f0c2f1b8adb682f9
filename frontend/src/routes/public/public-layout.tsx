import { Outlet } from 'react-router-dom';
import { SiteFooter } from '@/features/footer/site-footer';
import { SiteHeader } from '@/features/header/site-header';
import { SiteTheme } from '@/features/site-settings/site-theme';

export function PublicLayout() {
  return (
    <div className="d-flex flex-column min-vh-100">
      <SiteTheme />
      <SiteHeader />
      <main className="flex-grow-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
