import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { hydrateInitialData } from './app/initial-data';
import './app/public-endpoints';
import { setupStore } from './app/store';
import { restoreSession } from './platform/auth/session-actions';

/** Renders nothing; its effect runs once the page around it is live. */
function Live({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

/** Takes over the server's HTML (or renders into the empty shell); resolves once the page is live. boot.ts calls it. */
export async function start(): Promise<void> {
  // `npm run dev` runs on the MSW mocks: no backend, no database. VITE_API=server uses a real /api.
  if (import.meta.env.MODE === 'development' && import.meta.env.VITE_API !== 'server') {
    const { startMockWorker } = await import('@mocks/browser');
    await startMockWorker();
  }
  const store = setupStore();
  // In the admin area the session comes back from the refresh cookie; the guard's spinner shows until it answers.
  void store.dispatch(restoreSession(window.location.pathname));
  hydrateInitialData(store);
  const container = document.getElementById('root')!;
  let live: () => void = () => undefined;
  const isLive = new Promise<void>((resolve) => (live = resolve));
  const tree = (
    <BrowserRouter>
      <App store={store} />
      <Live onLive={live} />
    </BrowserRouter>
  );
  // Public pages arrive rendered by the server (entry-server.tsx) and are taken over; the login, the admin area
  // and `npm run dev` start from the empty shell.
  // In a transition React takes the page over in slices of a few milliseconds, yielding to the visitor between
  // them, instead of one long task.
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, tree));
  else createRoot(container).render(tree);
  return isLive;
}
