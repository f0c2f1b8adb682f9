// The server's entry (built with `vite build --ssr`): one render of a public page to HTML, from the same App, store
// and initial data the browser's islands hydrate with. The backend's render/ calls it and knows nothing of React.
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { InitialEntry } from '@shared/contract/initial-data';
import type { RenderApp, RenderContext, ServerRender } from '@shared/contract/server-render';
import { RenderContextValue } from '@/features/consent-banner/render-context';
import { basenameOf, pageLanguageOf } from '@/lib/i18n/page-language';
import { slotOf } from '@/lib/islands/island-marker';
import { staticNavigator } from '@/lib/islands/page-navigator';
import { api } from './app/api';
import { App } from './app/app';
import { IslandCollector, type CollectedIsland } from './app/island';
import { IslandTree } from './app/island-tree';
import { ISLANDS, type IslandDef, type IslandName } from './app/islands';
import { preloadInitialData } from './app/initial-data';
import { preloadLazyComponents } from './app/lazy-component';
import './app/public-endpoints';
import { newRenderReport } from './app/render-report';
import { clientOnlyModules, isUnrouted } from './app/routes';
import { setupStore } from './app/store';

/** The whole app's module, as the build's manifest names it (vite's root is frontend/). */
const MAIN_MODULE = 'src/main.tsx';

/** Every lazily loaded component, loaded once: no render of the server ever waits on code. */
const componentsLoaded = preloadLazyComponents();
/** Each island's component by name, loaded once (app/island.tsx registers them with the lazily loaded ones too). */
const islandComponents = Promise.all(Object.entries(ISLANDS).map(async ([name, island]) => [name, await island.load()] as const)).then(
  (loaded) => Object.fromEntries(loaded) as Record<IslandName, ComponentType<object>>,
);

async function toHtml(tree: ReactNode, identifierPrefix?: string) {
  const { prelude } = await prerenderToNodeStream(tree, {
    identifierPrefix,
    // Never split a large part out to be put in place by an inline script: the page is sent whole (and the
    // site's content security policy allows no inline script).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders `url` to HTML with every part resolved. The page is rendered whole, but each island it meets (app/islands.ts)
 * is rendered again on its own, as the root the browser will hydrate, into the slot the page left for it: the
 * browser takes over those roots only, and the rest of the page stays the server's HTML (ADR 0032). `context` is what
 * the server knows of the request: the visitor's consent, which decides the cookie banner's HTML (ADR 0042).
 */
async function renderPage(url: string, initialEntries: readonly InitialEntry[], context?: RenderContext): Promise<ServerRender> {
  const pathname = new URL(url, 'http://localhost').pathname;
  // A page left to the browser runs the whole app (boot.ts loads main.tsx), then the route's page: both named for
  // the server to preload with the shell, so the browser does not learn of one only once the other has run.
  const pageModules = clientOnlyModules(pathname);
  if (pageModules) return { html: '', status: 200, preloadImages: [], clientOnly: true, modules: [MAIN_MODULE, ...pageModules] };
  const [, components] = await Promise.all([componentsLoaded, islandComponents]);
  // The page's language (ADR 0044): `url` is the page's address without its language's prefix, which the routers
  // take as their basename, so every link of the page stays in the language.
  const page = pageLanguageOf(context?.language?.languages ?? [], context?.language?.code);
  const basename = basenameOf(page);
  const pageUrl = `${basename}${url}`;
  const store = setupStore();
  preloadInitialData(store, initialEntries);
  const report = newRenderReport();
  const islands: CollectedIsland[] = [];
  const collect = (island: Omit<CollectedIsland, 'prefix'>) => {
    const prefix = `i${islands.length}-`;
    islands.push({ ...island, prefix });
    return prefix;
  };
  try {
    // React writes a preload for each high-priority image at the start of what it renders; the page's head has
    // them already (report.preloadImages, page-renderer.ts), where the browser finds them first.
    let html = (
      await toHtml(
        <RenderContextValue value={context ?? null}>
          <IslandCollector value={collect}>
            <StaticRouter basename={basename || undefined} location={pageUrl}>
              <App store={store} report={report} page={page} />
            </StaticRouter>
          </IslandCollector>
        </RenderContextValue>,
      )
    ).replace(/^(?:<link rel="preload" as="image"[^>]*>)+/, '');
    for (const { name, prefix, props } of islands) {
      const island = await toHtml(
        <IslandTree store={store} report={report} url={pageUrl} page={page} navigator={staticNavigator} Component={components[name]} props={props} />,
        prefix,
      );
      html = html.replace(slotOf(prefix), () => island);
    }
    const islandReads = [...new Set(islands.flatMap(({ name }) => ISLANDS[name].reads))];
    const scripts = [
      ...new Set(
        islands.flatMap(({ name }): string[] => {
          const { waker } = ISLANDS[name] as IslandDef<object>;
          return waker ? [waker] : [];
        }),
      ),
    ];
    return {
      html,
      status: report.status,
      title: report.title,
      preloadImages: [...report.preloadImages],
      ...(report.meta ? { meta: report.meta } : {}),
      ...(report.redirect ? { redirect: report.redirect } : {}),
      clientOnly: false,
      islandReads,
      ...(scripts.length ? { scripts } : {}),
    };
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
