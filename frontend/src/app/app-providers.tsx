import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RenderReportProvider, type RenderReport } from './render-report';
import type { AppStore } from './store';

export function AppProviders({ store, report, children }: { store: AppStore; report?: RenderReport; children: ReactNode }) {
  return (
    <Provider store={store}>
      <RenderReportProvider report={report}>{children}</RenderReportProvider>
    </Provider>
  );
}
