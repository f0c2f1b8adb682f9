import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@/styles/bootstrap.scss';
import { AppProviders } from './app/app-providers';
import { hydrateInitialData } from './app/initial-data';
import './app/public-endpoints';
import { AppRoutes } from './app/routes';
import { setupStore } from './app/store';
import { restoreAuthState, sessionRestored } from './features/auth/auth-slice';

async function start() {
  // `npm run dev` runs on the MSW mocks: no backend, no database. VITE_API=server uses a real /api.
  if (import.meta.env.MODE === 'development' && import.meta.env.VITE_API !== 'server') {
    const { startMockWorker } = await import('@mocks/browser');
    await startMockWorker();
  }
  const store = setupStore();
  store.dispatch(sessionRestored(restoreAuthState()));
  hydrateInitialData(store);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
