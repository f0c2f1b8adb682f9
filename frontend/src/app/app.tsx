import { StrictMode } from 'react';
import type { PageLanguage } from '@/lib/i18n/page-language';
import { AppProviders } from './app-providers';
import type { RenderReport } from './render-report';
import { AppRoutes } from './routes';
import type { AppStore } from './store';

/** The one app tree. The browser puts it under a BrowserRouter, the server under a StaticRouter. */
export function App({ store, report, page }: { store: AppStore; report?: RenderReport; page?: PageLanguage }) {
  return (
    <StrictMode>
      <AppProviders store={store} report={report} page={page}>
        <AppRoutes />
      </AppProviders>
    </StrictMode>
  );
}
