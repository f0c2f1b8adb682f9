import { Navigate, type RouteObject } from 'react-router-dom';
import { HomePage } from '@/routes/public/home-page';
import { NotFoundPage } from '@/routes/public/not-found-page';
import { PublicLayout } from '@/routes/public/public-layout';
import { RequireAuth } from '@/routes/admin/require-auth';
import { SessionRoot } from '@/routes/session-root';
import type * as AdminPagesModule from '@/routes/admin/admin-pages';

type AdminPages = typeof AdminPagesModule;
const adminPage = (name: keyof AdminPages) => async () => ({ Component: (await import('@/routes/admin/admin-pages'))[name] });

const serviceDetailPage = async () => ({ Component: (await import('@/features/service-details/service-detail-page')).ServiceDetailPage });

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
          // Pages other than home load on demand, keeping the home page's first load small.
          { path: '/contact', lazy: async () => ({ Component: (await import('@/features/contact/contact-page')).ContactPage }) },
          { path: '/service-details', lazy: serviceDetailPage },
          { path: '/service-details/:serviceId', lazy: serviceDetailPage },
          { path: '/privacy-policy', lazy: async () => ({ Component: (await import('@/features/legal/privacy-policy-page')).PrivacyPolicyPage }) },
          { path: '/terms-conditions', lazy: async () => ({ Component: (await import('@/features/legal/terms-page')).TermsPage }) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '/login', lazy: async () => ({ Component: (await import('@/routes/public/login-page')).LoginPage }) },
      {
        path: '/admin',
        element: <RequireAuth />,
        children: [
          {
            lazy: async () => ({ Component: (await import('@/routes/admin/admin-layout')).AdminLayout }),
            children: [
              { index: true, lazy: adminPage('DashboardPage') },
              { path: 'header', lazy: adminPage('HeaderAdminPage') },
              { path: 'hero', lazy: adminPage('HeroAdminPage') },
              { path: 'services', lazy: adminPage('ServicesAdminPage') },
              { path: 'service-details', lazy: adminPage('ServiceDetailsAdminPage') },
              { path: 'pricing', lazy: adminPage('PricingAdminPage') },
              { path: 'testimonials', lazy: adminPage('TestimonialsAdminPage') },
              { path: 'privacy-policy', lazy: adminPage('PrivacyAdminPage') },
              { path: 'terms-conditions', lazy: adminPage('TermsAdminPage') },
              { path: 'homepage-settings', lazy: adminPage('HomepageSettingsAdminPage') },
              { path: 'homepage', element: <Navigate to="/admin/homepage-settings" replace /> },
              { path: 'footer', lazy: adminPage('FooterAdminPage') },
              { path: 'inbox', lazy: adminPage('InboxAdminPage') },
              { path: 'admins', lazy: adminPage('AdminAccountsPage') },
              { path: '*', element: <Navigate to="/admin" replace /> },
            ],
          },
        ],
      },
    ],
  },
];
