import { StrictMode, useEffect, useState, type ComponentType } from 'react';
import { Router, type Navigator } from 'react-router-dom';
import { basenameOf, type PageLanguage } from '@/lib/i18n/page-language';
import { AppProviders } from './app-providers';
import type { RenderReport } from './render-report';
import type { AppStore } from './store';

/**
 * Renders the island, and calls `onLive` once it is live with whatever it took over as it woke (the words typed into
 * a form's fields before): a parent's effects run after its children's, so the update below is rendered together
 * with the ones their first effects made, and `onLive` runs after that render.
 */
function IslandBody({ Component, props, onLive }: { Component: ComponentType<object>; props: object; onLive?: () => void }) {
  const [woken, setWoken] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render is the point: see above
  useEffect(() => setWoken(true), []);
  useEffect(() => void (woken && onLive?.()), [woken, onLive]);
  return <Component {...props} />;
}

export interface IslandTreeProps {
  store: AppStore;
  report?: RenderReport;
  /** The page's address (with its language's prefix): what the island's links and hooks read. */
  url: string;
  /** The page's language (ADR 0044): the island's texts and links are in it. */
  page?: PageLanguage;
  navigator: Navigator;
  Component: ComponentType<object>;
  props: object;
  onLive?: () => void;
}

/**
 * One island's own React tree: the app's providers (the one store of the page), a router that cannot move (the
 * rest of the page is the server's HTML: page-navigator.ts) and the island's component. The server renders it
 * (entry-server.tsx) and the browser hydrates it (island-runtime.tsx) with the same tree, so the two match.
 */
export function IslandTree({ store, report, url, page, navigator, Component, props, onLive }: IslandTreeProps) {
  const { pathname, search, hash } = new URL(url, 'http://localhost');
  const basename = page ? basenameOf(page) : '';
  return (
    <StrictMode>
      <AppProviders store={store} report={report} page={page}>
        <Router basename={basename || undefined} location={{ pathname, search, hash }} navigator={navigator} static={typeof window === 'undefined'}>
          <IslandBody Component={Component} props={props} onLive={onLive} />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
