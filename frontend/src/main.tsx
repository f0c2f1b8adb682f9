import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { readInPageLanguage } from './app/language-query';
import { basenameOf, pageLanguageOfDocument } from './lib/i18n/page-language';
import { hydrateInitialData } from './app/initial-data';
import './app/public-endpoints';
import { setupStore } from './app/store';
import { restoreSession } from './platform/auth/session-actions';

/**
 * Renders the whole app into the empty shell: the login, the admin area and `npm run dev`. boot.ts calls it. (A
 * public page the server rendered is never taken over whole: its islands wake on their own, wake.ts.)
 */
export function start(): void {
  void (async () => {
    // `npm run dev` runs on the MSW mocks: no backend, no database. VITE_API=server uses a real /api.
    if (import.meta.env.MODE === 'development' && import.meta.env.VITE_API !== 'server') {
      const { startMockWorker } = await import('@mocks/browser');
      await startMockWorker();
    }
    const store = setupStore();
    // In the admin area the session comes back from the refresh cookie; the guard's spinner shows until it answers.
    void store.dispatch(restoreSession(window.location.pathname));
    hydrateInitialData(store);
    // The page's language, as the server wrote it (ADR 0044); the login and the admin area are in the default one.
    const page = pageLanguageOfDocument(document);
    readInPageLanguage(page);
    createRoot(document.getElementById('root')!).render(
      <BrowserRouter basename={basenameOf(page) || undefined}>
        <App store={store} page={page} />
      </BrowserRouter>,
    );
  })();
}
