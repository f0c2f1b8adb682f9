import type { Preview } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '@/styles/bootstrap.scss';
import { AppProviders } from '@/app/app-providers';
import { setupStore, type AppStore, type RootState } from '@/app/store';
import { handlersByResource } from '@mocks/handlers';
import { resetDb, type MockDb } from '@mocks/db';
import { clearScenarios } from '@mocks/route';

/** Story parameters this preview understands. */
export interface AppStoryParameters {
  /** The URL the story's router starts at, and the route pattern it renders under. */
  route?: { path?: string; pattern?: string };
  /** Changes the demo data before the story renders. */
  mockDb?: (db: MockDb) => void;
  /** Preloaded store state (e.g. a signed-in admin). */
  store?: Partial<RootState>;
}

const preview: Preview = {
  loaders: [
    // Every story starts from the demo data, with no scenario left over from the previous one.
    async ({ parameters }) => {
      clearScenarios();
      resetDb((parameters as AppStoryParameters).mockDb);
      localStorage.clear();
      // A fresh store per story.
      return { store: setupStore((parameters as AppStoryParameters).store) };
    },
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
      return worker;
    }),
  ],
  decorators: [
    (Story, { parameters, loaded }) => {
      const p = parameters as AppStoryParameters;
      return (
        <AppProviders store={(loaded as { store: AppStore }).store}>
          <MemoryRouter initialEntries={[p.route?.path ?? '/']}>
            <Routes>
              <Route path={p.route?.pattern ?? '*'} element={<Story />} />
            </Routes>
          </MemoryRouter>
        </AppProviders>
      );
    },
  ],
  parameters: {
    // Keyed by resource, so a story overrides one resource: { msw: { handlers: { hero: scenario('hero', …) } } }
    msw: { handlers: handlersByResource },
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
