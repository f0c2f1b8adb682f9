import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PageLanguageProvider, usePageLanguage, type PageLanguage } from '@/lib/i18n/page-language';
import { RenderReportProvider, type RenderReport } from './render-report';
import type { AppStore } from './store';

/** `page`: the page's language (ADR 0044); left out, the one around it (the default language, at first). */
export function AppProviders({ store, report, page, children }: { store: AppStore; report?: RenderReport; page?: PageLanguage; children: ReactNode }) {
  const around = usePageLanguage();
  return (
    <Provider store={store}>
      <PageLanguageProvider value={page ?? around}>
        <RenderReportProvider report={report}>{children}</RenderReportProvider>
      </PageLanguageProvider>
    </Provider>
  );
}
