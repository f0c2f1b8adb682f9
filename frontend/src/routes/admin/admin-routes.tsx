import { Navigate, useRoutes } from 'react-router-dom';
import { AdminLayout } from './admin-layout';
import * as Pages from './admin-pages';
import { RequireAuth } from './require-auth';

/** The admin area's routes (docs/product/screens.md, ADRs 0007 and 0023), under /admin/*: loaded with the admin code. */
export function AdminRoutes() {
  return useRoutes([
    {
      element: <RequireAuth />,
      children: [
        {
          element: <AdminLayout />,
          children: [
            { index: true, element: <Pages.DashboardPage /> },
            { path: 'header', element: <Pages.HeaderAdminPage /> },
            { path: 'hero', element: <Pages.HeroAdminPage /> },
            { path: 'services', element: <Pages.ServicesAdminPage /> },
            { path: 'service-details', element: <Pages.ServiceDetailsAdminPage /> },
            { path: 'pricing', element: <Pages.PricingAdminPage /> },
            { path: 'testimonials', element: <Pages.TestimonialsAdminPage /> },
            { path: 'privacy-policy', element: <Pages.PrivacyAdminPage /> },
            { path: 'terms-conditions', element: <Pages.TermsAdminPage /> },
            { path: 'homepage-settings', element: <Pages.HomepageSettingsAdminPage /> },
            { path: 'homepage', element: <Navigate to="/admin/homepage-settings" replace /> },
            { path: 'homepage-layout', element: <Pages.HomepageLayoutAdminPage /> },
            { path: 'notifications', element: <Pages.NotificationsAdminPage /> },
            { path: 'footer', element: <Pages.FooterAdminPage /> },
            { path: 'media', element: <Pages.MediaLibraryPage /> },
            { path: 'inbox', element: <Pages.InboxAdminPage /> },
            { path: 'activity', element: <Pages.ActivityPage /> },
            { path: 'admins', element: <Pages.AdminAccountsPage /> },
            { path: '*', element: <Navigate to="/admin" replace /> },
          ],
        },
      ],
    },
  ]);
}
