// The server's entry (built with `vite build --ssr`): one render of a public page to HTML, from the same App, store
// and initial data the browser hydrates with. The backend's render/ calls it and knows nothing of React.
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { InitialEntry } from '@shared/contract/initial-data';
import type { RenderApp, ServerRender } from '@shared/contract/server-render';
import { api } from './app/api';
import { App } from './app/app';
import { preloadInitialData } from './app/initial-data';
import { preloadLazyComponents } from './app/lazy-component';
import './app/public-endpoints';
import { newRenderReport } from './app/render-report';
import { isClientOnly, isUnrouted } from './app/routes';
import { setupStore } from './app/store';

/** Every lazily loaded component, loaded once: no render of the server ever waits on code. */
const componentsLoaded = preloadLazyComponents();

async function text(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders `url` to HTML with every lazily loaded part resolved (the footer, the booking form and the other pages
 * are in the HTML; the browser still loads their code lazily and hydrates them as it arrives).
 */
async function renderPage(url: string, initialEntries: readonly InitialEntry[]): Promise<ServerRender> {
  const pathname = new URL(url, 'http://localhost').pathname;
  if (isClientOnly(pathname)) return { html: '', status: 200, preloadImages: [], clientOnly: true };
  await componentsLoaded;
  const store = setupStore();
  preloadInitialData(store, initialEntries);
  const report = newRenderReport();
  try {
    const { prelude } = await prerenderToNodeStream(
      <StaticRouter location={url}>
        <App store={store} report={report} />
      </StaticRouter>,
      // Never split a large part out to be put in place by an inline script: the page is sent whole (and the
      // site's content security policy allows no inline script).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await text(prelude);
    return { html, status: report.status, title: report.title, preloadImages: [...report.preloadImages], clientOnly: false };
  } finally {
    // Clears the cache's removal timers: nothing of a server render outlives it.
    store.dispatch(api.util.resetApiState());
  }
}

/**
 * What the server loads from the built entry (shared/contract/server-render.ts). `isUnrouted` lets it answer a path
 * only the catch-all route matches without rendering it again (its not-found page is cached once).
 */
export const render: RenderApp = Object.assign(renderPage, { isUnrouted });
