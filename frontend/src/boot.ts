// The page's entry: a few lines that load before anything else. The one stylesheet is imported here, so it is the
// only render-blocking request; a page the server rendered carries the rules its HTML uses instead, and the whole
// sheet is fetched once the page is in and idle, and applied when an island wakes. What the islands read is
// fetched then too: the page names it rather than carrying it.
//
// A public page arrives rendered by the server and stays the server's HTML: only its islands (app/islands.ts) take
// script, each when it is wanted, and React loads with the first of them (ADR 0032). A page with nothing to touch
// runs this file and nothing more. The login, the admin area and `npm run dev` start from the empty shell and run
// the whole app (main.tsx).
import '@/styles/bootstrap.scss';
import { startIslands } from '@/lib/islands/wake';
import { loadIslandData } from '@/lib/islands/island-data';
import { loadWholeStylesheet, prefetchWholeStylesheet } from '@/lib/islands/whole-stylesheet';
import { followColorMode } from '@/platform/site-settings/follow-color-mode';
import { ADMIN_TAB_FLAG } from '@/platform/auth/session-rules';
import { suggestLanguage } from '@/lib/i18n/language-suggestion';

const root = document.getElementById('root');
/**
 * React, the store and the islands' code, with the whole stylesheet applied for what they show and the answers of
 * what they read: loaded with the first island that wakes, which hydrates once all are in.
 */
const islandRuntime = () => Promise.all([import('./app/island-runtime'), loadWholeStylesheet(), loadIslandData()]).then(([runtime]) => runtime);

if (root?.firstElementChild) {
  // Settings with the 'auto' theme leave the colour mode to the visitor's device: the server cannot know it.
  if (!document.documentElement.hasAttribute('data-bs-theme')) followColorMode(document, 'auto');
  startIslands(root, islandRuntime);
  // The browser's languages suggest the page in another of the site's, never move the visitor (ADR 0044).
  suggestLanguage();
  // Once the page is in and idle: the whole stylesheet into the cache, and the islands' reads (ADR 0032).
  const whenIdle = () => {
    prefetchWholeStylesheet();
    void loadIslandData();
  };
  const prefetch = () => (window.requestIdleCallback ? window.requestIdleCallback(whenIdle) : whenIdle());
  if (document.readyState === 'complete') prefetch();
  else window.addEventListener('load', prefetch, { once: true });
  // Leaving the admin area in this tab ends the login (the session rules): only then does this page load anything more.
  if (sessionStorage.getItem(ADMIN_TAB_FLAG)) {
    sessionStorage.removeItem(ADMIN_TAB_FLAG);
    void islandRuntime().then((runtime) => runtime.endSessionLeftBehind());
  }
} else {
  void import('./main').then(({ start }) => start());
}
