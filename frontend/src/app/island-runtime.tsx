// The islands' runtime: React and the page's one store, loaded with the first island that wakes (wake.ts imports it).
import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTR } from '@/lib/islands/island-marker';
import { pageNavigator } from '@/lib/islands/page-navigator';
import { hydrateInitialData } from './initial-data';
import { IslandTree } from './island-tree';
import { ISLANDS, type IslandName } from './islands';
import './public-endpoints';
import { setupStore, type AppStore } from './store';

let store: AppStore | undefined;
/** The page's store, made once, from the content the server embedded in the page. */
function pageStore(): AppStore {
  if (!store) {
    store = setupStore();
    hydrateInitialData(store);
  }
  return store;
}

/**
 * A public page the server rendered, opened in a tab that was in the admin area: the session ends on the server too
 * (session-rules.ts; the whole app's session keeper does the same where it runs).
 */
export function endSessionLeftBehind(): Promise<void> {
  return import('@/platform/auth/session-actions').then(({ signOut }) => pageStore().dispatch(signOut()));
}

/** Takes over one island's server HTML; resolves once it is live. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTR.name) as IslandName;
  const island = ISLANDS[name];
  if (!island) throw new Error(`No island ${name}`);
  const Component = (await island.load()) as ComponentType<object>;
  const props = JSON.parse(element.getAttribute(ISLAND_ATTR.props) ?? '{}') as object;
  const identifierPrefix = element.getAttribute(ISLAND_ATTR.prefix) ?? undefined;
  await new Promise<void>((resolve) => {
    const tree = <IslandTree store={pageStore()} url={window.location.href} navigator={pageNavigator()} Component={Component} props={props} onLive={resolve} />;
    // In a transition React takes the island over in slices of a few milliseconds, yielding to the visitor between them.
    startTransition(() => void hydrateRoot(element, tree, { identifierPrefix }));
  });
}
