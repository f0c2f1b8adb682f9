import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { HomePage } from '@/routes/public/home-page';
import { NotFoundPage } from '@/routes/public/not-found-page';
import { PublicLayout } from '@/routes/public/public-layout';
import { RequireAuth } from '@/routes/admin/require-auth';
import { SessionRoot } from '@/routes/session-root';
import type * as AdminPagesModule from '@/routes/admin/admin-pages';

// Declarative routes (useRoutes under a BrowserRouter): the data router's loaders, actions and fetchers are
// not used, and leaving them out keeps the home page's first load small. Pages other than home load on demand.

/** A page loaded on demand; nothing shows in its place for the moment it takes. */
function onDemand<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): ReactNode {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

type AdminPages = typeof AdminPagesModule;
const adminPage = (name: keyof AdminPages) =>
  onDemand(
    () => import('@/routes/admin/admin-pages'),
    (m) => m[name],
  );
const serviceDetailPage = onDemand(
  () => import('@/features/service-details/service-detail-page'),
  (m) => m.ServiceDetailPage,
);

/** Every route of spec section 2 (and DECISIONS 1, 17). */
export const routes: RouteObject[] = [
  {
    // Every page sits under the session root, which applies the admin session rules as the tab moves.
    element: <SessionRoot />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', element: <HomePage /> },
          {
            path: '/contact',
            element: onDemand(
              () => import('@/features/contact/contact-page'),
              (m) => m.ContactPage,
            ),
          },
          { path: '/service-details', element: serviceDetailPage },
          { path: '/service-details/:serviceId', element: serviceDetailPage },
          {
            path: '/privacy-policy',
            element: onDemand(
              () => import('@/features/legal/privacy-policy-page'),
              (m) => m.PrivacyPolicyPage,
            ),
          },
          {
            path: '/terms-conditions',
            element: onDemand(
              () => import('@/features/legal/terms-page'),
              (m) => m.TermsPage,
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: '/login',
        element: onDemand(
          () => import('@/routes/public/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: '/admin',
        element: <RequireAuth />,
        children: [
          {
            element: onDemand(
              () => import('@/routes/admin/admin-layout'),
              (m) => m.AdminLayout,
            ),
            children: [
              { index: true, element: adminPage('DashboardPage') },
              { path: 'header', element: adminPage('HeaderAdminPage') },
              { path: 'hero', element: adminPage('HeroAdminPage') },
              { path: 'services', element: adminPage('ServicesAdminPage') },
              { path: 'service-details', element: adminPage('ServiceDetailsAdminPage') },
              { path: 'pricing', element: adminPage('PricingAdminPage') },
              { path: 'testimonials', element: adminPage('TestimonialsAdminPage') },
              { path: 'privacy-policy', element: adminPage('PrivacyAdminPage') },
              { path: 'terms-conditions', element: adminPage('TermsAdminPage') },
              { path: 'homepage-settings', element: adminPage('HomepageSettingsAdminPage') },
              { path: 'homepage', element: <Navigate to="/admin/homepage-settings" replace /> },
              { path: 'footer', element: adminPage('FooterAdminPage') },
              { path: 'inbox', element: adminPage('InboxAdminPage') },
              { path: 'admins', element: adminPage('AdminAccountsPage') },
              { path: '*', element: <Navigate to="/admin" replace /> },
            ],
          },
        ],
      },
    ],
  },
];

/** The app's pages, under the BrowserRouter that main.tsx provides. */
export function AppRoutes() {
  return useRoutes(routes);
}
