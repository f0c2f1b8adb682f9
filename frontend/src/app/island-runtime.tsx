// The islands' runtime: React and the page's one store, loaded with the first island that wakes (wake.ts imports it).
import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTR } from '@/lib/islands/island-marker';
import { pageNavigator } from '@/lib/islands/page-navigator';
import { loadIslandData } from '@/lib/islands/island-data';
import { applyWholeTheme } from '@/lib/islands/whole-theme';
import { pageLanguageOfDocument } from '@/lib/i18n/page-language';
import { hydrateInitialData, preloadFetchedData } from './initial-data';
import { IslandTree } from './island-tree';
import { ISLANDS, type IslandName } from './islands';
import { readInPageLanguage } from './language-query';
import './public-endpoints';
import { setupStore, type AppStore } from './store';

// The page's theme carries only the rules its HTML uses; what the islands show once they wake takes the whole theme.
applyWholeTheme();

/** The page's language, as the server wrote it on its `<html>`: every island wakes in it, and reads in it. */
const page = pageLanguageOfDocument(document);
readInPageLanguage(page);

interface PageStore {
  store: AppStore;
  /** The reads whose answer changed since the page was rendered. */
  changed: ReadonlySet<string>;
}

let store: Promise<PageStore> | undefined;
/** The page's store, made once, from what the server embedded in the page and the islands' reads it names. */
function pageStore(): Promise<PageStore> {
  store ??= loadIslandData().then((fetched) => {
    const made = setupStore();
    hydrateInitialData(made);
    preloadFetchedData(made, fetched);
    return { store: made, changed: new Set(fetched.filter((e) => e.changed).map((e) => e.endpointName)) };
  });
  return store;
}

/**
 * A public page the server rendered, opened in a tab that was in the admin area: the session ends on the server too
 * (session-rules.ts; the whole app's session keeper does the same where it runs).
 */
export function endSessionLeftBehind(): Promise<void> {
  return Promise.all([import('@/platform/auth/session-actions'), pageStore()]).then(([{ signOut }, made]) => made.store.dispatch(signOut()));
}

/** Takes over one island's server HTML; resolves once it is live. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTR.name) as IslandName;
  const island = ISLANDS[name];
  if (!island) throw new Error(`No island ${name}`);
  // Its code and what it reads (fetched at idle, most often in by now) load together.
  const [Component, made] = (await Promise.all([island.load(), pageStore()])) as [ComponentType<object>, PageStore];
  const props = JSON.parse(element.getAttribute(ISLAND_ATTR.props) ?? '{}') as object;
  const identifierPrefix = element.getAttribute(ISLAND_ATTR.prefix) ?? undefined;
  // The content it reads changed since the page was rendered: its HTML shows the old answer, so the island is
  // rendered afresh from the new one rather than hydrated over text that differs.
  const changed = island.reads.some((read) => made.changed.has(read));
  await new Promise<void>((resolve) => {
    const tree = (
      <IslandTree store={made.store} url={window.location.href} page={page} navigator={pageNavigator()} Component={Component} props={props} onLive={resolve} />
    );
    if (changed) return createRoot(element, { identifierPrefix }).render(tree);
    // In a transition React takes the island over in slices of a few milliseconds, yielding to the visitor between them.
    startTransition(() => void hydrateRoot(element, tree, { identifierPrefix }));
  });
}
