// The mock worker for `npm run dev` (no backend, no database), with the chat on and a demo planner answering. A page opened at a release's preview link
// (`/preview/<token>`) keeps the token for the tab and goes on at `/`, as the server's link does, with the release
// applied to what the mocks answer and a line saying so (mocks/release-preview.ts).
import { setupWorker } from 'msw/browser';
import { PREVIEW_LANG_PARAM, PREVIEW_LINK_INVALID, PREVIEW_PATH, previewBannerText, previewLanding } from '@shared/contract/releases';
import { handlers } from './handlers';
import { currentPreview, openMockPreview } from './release-preview';
import { setBaseDelay } from './route';
import { setChatOnlineByDefault, startDemoPlanner } from './chat';
import { db } from './db';

const PREVIEW_TOKEN_KEY = 'novaguide:mock-release-preview';

export async function startMockWorker() {
  setBaseDelay(250);
  // The chat's demo in the browser only: a planner counts as online without an admin screen open (so the widget shows
  // "online"), and a demo planner answers each visitor message after about 1.5 s, streamed live (mocks/chat.ts).
  setChatOnlineByDefault(true);
  startDemoPlanner();
  // And the chat switched on (the demo content has it off, as a new site does), so its button is on every page.
  for (const settings of db.homepageSettings) settings.features = { ...settings.features, enableChat: true };
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/api/')) print.warning();
    },
  });
  await openPreviewLink();
  return worker;
}

/** The preview the tab was opened at, if any: kept for the tab, and said across the top of every page. */
async function openPreviewLink() {
  const { pathname, search } = window.location;
  if (pathname.startsWith(PREVIEW_PATH)) {
    sessionStorage.setItem(PREVIEW_TOKEN_KEY, pathname.slice(PREVIEW_PATH.length));
    window.history.replaceState(null, '', previewLanding(new URLSearchParams(search).get(PREVIEW_LANG_PARAM)));
  }
  openMockPreview(sessionStorage.getItem(PREVIEW_TOKEN_KEY) ?? undefined);
  const preview = await currentPreview();
  if (preview === undefined) return;
  const line = document.createElement('div');
  line.setAttribute('role', 'status');
  line.style.cssText = 'position:sticky;top:0;z-index:2000;padding:.5rem 1rem;background:#fff3cd;color:#3d2e00;text-align:center';
  line.textContent = preview ? previewBannerText(preview.name) : PREVIEW_LINK_INVALID;
  document.body.prepend(line);
}
