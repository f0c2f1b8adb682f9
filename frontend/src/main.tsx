import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/styles/bootstrap.scss';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { hydrateInitialData } from './app/initial-data';
import './app/public-endpoints';
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
  const container = document.getElementById('root')!;
  const tree = (
    <BrowserRouter>
      <App store={store} />
    </BrowserRouter>
  );
  // Public pages arrive rendered by the server (entry-server.tsx) and are taken over; the login, the admin area
  // and `npm run dev` start from the empty shell.
  if (container.firstElementChild) hydrateRoot(container, tree);
  else createRoot(container).render(tree);
}

void start();
