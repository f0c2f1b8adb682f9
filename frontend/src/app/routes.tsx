import { Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { NEWSLETTER_PAGES } from '@shared/contract/newsletter';
import { HomePage } from '@/routes/public/home-page';
import { BlogGate } from '@/routes/public/blog-gate';
import { NotFoundPage } from '@/routes/public/not-found-page';
import { PublicLayout } from '@/routes/public/public-layout';
import { SessionRoot } from '@/routes/session-root';
import { lazyComponent } from './lazy-component';

// Declarative routes (useRoutes under a BrowserRouter): the data router's loaders, actions and fetchers are
// not used, and leaving them out keeps the home page's first load small. Pages other than home load on demand.

/** A page loaded on demand; nothing shows in its place for the moment it takes. */
function onDemand<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): ReactNode {
  const Page = lazyComponent(async () => pick(await load()));
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

/** A blog page, while the blog is switched on (routes/public/blog-gate.tsx). */
const blogPage = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) => <BlogGate>{onDemand(load, pick)}</BlogGate>;
const blogListPage = blogPage(
  () => import('@/features/blog/blog-page'),
  (m) => m.BlogPage,
);

const serviceDetailPage = onDemand(
  () => import('@/features/service-details/service-detail-page'),
  (m) => m.ServiceDetailPage,
);

/**
 * Routes the server leaves to the browser: the login and the admin area depend on the session kept in the
 * browser's storage, so the server sends them the empty shell and never renders (or ships) admin code.
 */
const CLIENT_ONLY = { clientOnly: true } as const;

/**
 * A client-only route whose first screen loads on demand: the source modules (as the build's manifest names them)
 * for the server to preload with the shell.
 */
const clientOnlyPage = (...modules: string[]) => ({ ...CLIENT_ONLY, modules });

/** Every public route of docs/product/screens.md, the login, and the admin area (admin-routes.tsx). */
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
          { path: '/blog', element: blogListPage },
          { path: '/blog/tag/:tag', element: blogListPage },
          {
            path: '/blog/:slug',
            element: blogPage(
              () => import('@/features/blog/article-page'),
              (m) => m.ArticlePage,
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
          {
            path: NEWSLETTER_PAGES.confirm,
            element: onDemand(
              () => import('@/features/newsletter/newsletter-link-page'),
              (m) => m.NewsletterConfirmPage,
            ),
          },
          {
            path: NEWSLETTER_PAGES.unsubscribe,
            element: onDemand(
              () => import('@/features/newsletter/newsletter-link-page'),
              (m) => m.NewsletterUnsubscribePage,
            ),
          },
          {
            path: '/login',
            // The admins' first screen: the server has the browser fetch its code with the app's (entry-server.tsx).
            handle: clientOnlyPage('src/routes/public/login-page.tsx'),
            element: onDemand(
              () => import('@/routes/public/login-page'),
              (m) => m.LoginPage,
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // The admin area, its guard and its screens load on demand: public pages never download admin code.
      {
        path: '/admin/*',
        handle: CLIENT_ONLY,
        element: onDemand(
          () => import('@/routes/admin/admin-routes'),
          (m) => m.AdminRoutes,
        ),
      },
    ],
  },
];

type ClientOnlyHandle = typeof CLIENT_ONLY & { modules?: string[] };

/**
 * Where the route table leaves the page to the browser (no server rendering): the modules its page loads on demand,
 * as the build's manifest names them (none named, none). Undefined where the server renders the page.
 */
export function clientOnlyModules(pathname: string): string[] | undefined {
  const handles = (matchRoutes(routes, pathname) ?? []).map((m) => m.route.handle as ClientOnlyHandle | undefined);
  return handles.some((handle) => handle?.clientOnly) ? handles.flatMap((handle) => handle?.modules ?? []) : undefined;
}

/** True where only the catch-all route matches: the not-found page, the same whatever the path. */
export function isUnrouted(pathname: string): boolean {
  return matchRoutes(routes, pathname)?.at(-1)?.route.path === '*';
}

/** The app's pages, under the router that main.tsx (BrowserRouter) or entry-server.tsx (StaticRouter) provides. */
export function AppRoutes() {
  return useRoutes(routes);
}
