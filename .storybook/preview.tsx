import type { Preview } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import '@/styles/bootstrap.scss';
import '@/styles/admin.scss';
import { AppProviders } from '@/app/app-providers';
import { preloadIslands } from '@/app/island';
import { setupStore, type AppStore, type RootState } from '@/app/store';
import { ToastProvider } from '@/components/ui/toast-provider';
import { restoreSession } from '@/platform/auth/session-actions';
import { clearSession, writeToken } from '@/lib/api/session-memory';
import { keepRelease } from '@/platform/releases/working-release-storage';
import { demoData } from '@shared/demo-content';
import { handlersByResource } from '@mocks/handlers';
import { issueSession } from '@mocks/auth';
import { db, resetDb, type MockDb } from '@mocks/db';
import { clearScenarios, setScenario, type Resource, type Scenario } from '@mocks/route';

/** Story parameters this preview understands. */
export interface AppStoryParameters {
  /** The URL the story's router starts at, and the route pattern it renders under. */
  route?: { path?: string; pattern?: string };
  /** Changes the demo data before the story renders. */
  mockDb?: (db: MockDb) => void;
  /** Scenarios set before the story renders, which a play function may lift later (e.g. to test Retry). */
  scenarios?: Partial<Record<Resource, Scenario>>;
  /** Preloaded store state (e.g. a signed-in admin). */
  store?: Partial<RootState>;
  /** Signs in through the mocks first (a real mock token in memory and the store, the mocks' refresh cookie), as this demo admin. */
  signedInAs?: 'super_admin' | 'admin';
  /**
   * With signedInAs: starts as a reload does, with nothing in memory and the store not yet initialized, and the
   * session restored from the mocks' refresh cookie (as main.tsx does at start).
   */
  reloaded?: boolean;
}

// findBy* and waitFor give a screen up to 15 s: in CI the story tests share two cores with the backend and browser
// suites, and a save's answer can take more than the library's default second to show (a passing story waits no longer).
configure({ asyncUtilTimeout: 15_000 });

const startMocks = mswLoader(async () => {
  const worker = setupWorker();
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
  return worker;
});

const preview: Preview = {
  // The site's layout leaves its theme (<style id="site-theme">) and colour mode on the document, as the site does:
  // gone after each story, so the next one starts from none, in this file or the next (the story tests run a
  // worker's files in one page: vitest.config.ts).
  beforeEach: () => () => {
    document.getElementById('site-theme')?.remove();
    document.documentElement.removeAttribute('data-bs-theme');
  },
  // One loader, in order (Storybook runs separate loaders at the same time): the islands' code (a story shows a
  // page's islands at once, as the server's render does), fresh demo data, the mock worker with this story's
  // handlers, then a fresh store — signed in through the mocks when the story asks.
  loaders: [
    async (context) => {
      const p = context.parameters as AppStoryParameters;
      await preloadIslands();
      clearScenarios();
      resetDb(p.mockDb);
      for (const [resource, s] of Object.entries(p.scenarios ?? {})) setScenario(resource as Resource, s);
      localStorage.clear();
      clearSession();
      // Every story starts on the live site (a story works in a release through its store parameter).
      keepRelease(null);
      await startMocks(context);
      if (!p.signedInAs) return { store: setupStore(p.store) };
      // A real mock session for the demo admin as the mock db holds it, issued directly, so a story may
      // override the auth handlers themselves (e.g. make /admin/me or the refresh fail).
      const { _id } = demoData.demoAdmins.find((a) => a.admin.role === p.signedInAs && a.admin.status === 'active')!.admin;
      const data = await issueSession(db.admins.find((a) => a.admin._id === _id)!.admin);
      if (p.reloaded) {
        const store = setupStore(p.store);
        void store.dispatch(restoreSession(p.route?.path ?? '/admin'));
        return { store };
      }
      writeToken(data.token);
      return { store: setupStore({ ...p.store, auth: { token: data.token, admin: data.admin, initialized: true } }) };
    },
  ],
  decorators: [
    (Story, { parameters, loaded }) => {
      const p = parameters as AppStoryParameters;
      return (
        <AppProviders store={(loaded as { store: AppStore }).store}>
          <ToastProvider>
            <MemoryRouter initialEntries={[p.route?.path ?? '/']}>
              <Routes>
                <Route path={p.route?.pattern ?? '*'} element={<Story />} />
              </Routes>
            </MemoryRouter>
          </ToastProvider>
        </AppProviders>
      );
    },
  ],
  parameters: {
    // Keyed by resource, so a story overrides one resource: { msw: { handlers: { hero: scenario('hero', …) } } }
    msw: { handlers: handlersByResource },
    layout: 'fullscreen',
    // Every story runs axe at WCAG 2.2 A and AA in the story tests; a violation fails them. A story that must be
    // exempted names the rule and why, in the story.
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
    controls: { expanded: true },
  },
};

export default preview;
