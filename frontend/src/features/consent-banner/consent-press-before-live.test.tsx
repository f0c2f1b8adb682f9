// @vitest-environment happy-dom
// A visitor who presses "Accept all" on the server's HTML of the banner before its code is live: the press is held
// (lib/islands/wake.ts), nothing is sent, and once the island is live the press is replayed and the choice recorded.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { CONSENT_TEXTS, type ConsentInput } from '@shared/contract/consent';
import { IslandTree } from '@/app/island-tree';
import { setupStore } from '@/app/store';
import { ISLAND_ATTR } from '@/lib/islands/island-marker';
import { staticNavigator } from '@/lib/islands/page-navigator';
import { startIslands } from '@/lib/islands/wake';
import { ConsentBanner, type ConsentBannerProps } from './consent-banner';

const props: ConsentBannerProps = { choice: null, bannerVersion: 3, purposes: { analytics: true, marketing: false }, trackers: {} };
const PREFIX = 'i0-';

const tree = (onLive?: () => void) => (
  <IslandTree store={setupStore()} url="/privacy-policy" navigator={staticNavigator} Component={ConsentBanner as never} props={props} onLive={onLive} />
);

/** The page as the server sends it: the island's wrapper, holding the banner's HTML. */
function serverPage(): HTMLElement {
  document.body.innerHTML = `<div id="root"><div ${ISLAND_ATTR.name}="consent" ${ISLAND_ATTR.prefix}="${PREFIX}" ${ISLAND_ATTR.wake}="interaction" style="display: contents">${renderToString(tree(), { identifierPrefix: PREFIX })}</div></div>`;
  return document.getElementById('root')!;
}

const button = (name: string) => Array.from(document.querySelectorAll('button')).find((b) => b.textContent === name)!;

afterEach(() => vi.unstubAllGlobals());

describe('a press on the banner before it is live', () => {
  it('is held, then replayed once the island is live: the choice is sent once, and the banner closes', async () => {
    const sent: ConsentInput[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
      },
    );
    vi.stubGlobal('fetch', async (request: Request) => {
      const body = (await request.json()) as ConsentInput;
      sent.push(body);
      const data = { consentId: 'c1', ...body, givenAt: '2026-11-29T10:00:00.000Z', expiresAt: '2027-05-29T10:00:00.000Z' };
      return new Response(JSON.stringify({ success: true, data }), { status: 201, headers: { 'Content-Type': 'application/json' } });
    });
    const root = serverPage();
    let letLoad!: () => void;
    const loaded = new Promise<void>((resolve) => (letLoad = resolve));
    // The island's code arrives only when the test lets it.
    const runtime = async () => ({
      hydrateIsland: async (element: HTMLElement) => {
        await loaded;
        await new Promise<void>((resolve) => hydrateRoot(element, tree(resolve), { identifierPrefix: PREFIX }));
      },
    });
    startIslands(root, runtime, window as never);

    button(CONSENT_TEXTS.acceptAll).click();
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toEqual([]);
    expect(document.querySelector(`[aria-label="${CONSENT_TEXTS.bannerLabel}"]`)).not.toBeNull();

    letLoad();
    await vi.waitFor(() => expect(document.querySelector(`[aria-label="${CONSENT_TEXTS.bannerLabel}"]`)).toBeNull());
    // Accepting all allows the purposes the site uses, for the version the page was sent with.
    expect(sent).toEqual([{ analytics: true, marketing: false, bannerVersion: 3 }]);
    expect(button(CONSENT_TEXTS.cookieSettings)).toBeDefined();
  });
});
