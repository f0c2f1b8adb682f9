import { StrictMode } from 'react';
import { AppProviders } from './app-providers';
import type { RenderReport } from './render-report';
import { AppRoutes } from './routes';
import type { AppStore } from './store';

/** The one app tree. The browser puts it under a BrowserRouter, the server under a StaticRouter. */
export function App({ store, report }: { store: AppStore; report?: RenderReport }) {
  return (
    <StrictMode>
      <AppProviders store={store} report={report}>
        <AppRoutes />
      </AppProviders>
    </StrictMode>
  );
}
