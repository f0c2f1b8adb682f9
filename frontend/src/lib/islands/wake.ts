// The script every server-rendered public page runs (boot.ts): a few lines with no React in them. It wakes each
// island (app/islands.ts) when it is wanted, holds a press on an island that is not live yet and replays it once
// it is, and gives the page's static links the site's link rules (docs/product/screens.md). ADR 0032.
import { linkTarget, MAIN_CONTENT_ID, scrollToSection, SECTION_FALLBACK_ROUTES } from '@/lib/navigation/link-target';
import { scrollWithRetry } from '@/lib/navigation/scroll-when-ready';
import { imageFailed } from '@/lib/hydration/image-failed';
import { ISLAND_ATTR, type Wake } from './island-marker';

export interface IslandRuntime {
  hydrateIsland(element: HTMLElement): Promise<void>;
}

const ISLAND = `[${ISLAND_ATTR.name}]`;
/** What a press on an island that is not live yet is held for, to be replayed once it is. */
const PRESSABLE = 'a[href], button';

/** An island's element boxes: the island's own wrapper lays out as its content (display: contents) and has none. */
const boxesOf = (island: HTMLElement) => Array.from(island.children);

/** A click the browser opens elsewhere (a new tab or window, a download) or that is not the main button's. */
const openedElsewhere = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * Follows a link of the server's HTML by the site's rules: '#id' scrolls to the home page section (from another
 * page, the home page opens there), and a section the home page does not show goes to its fallback page. The
 * skip link moves the focus into the main content. Returns false where the browser's own navigation is right.
 */
function followStaticLink(href: string, win: Window): boolean {
  const target = linkTarget(href);
  if (target.kind !== 'section') return false;
  const doc = win.document;
  if (target.id === MAIN_CONTENT_ID) {
    doc.getElementById(MAIN_CONTENT_ID)?.focus();
    return true;
  }
  if (win.location.pathname !== '/') win.location.assign(`/#${target.id}`);
  else if (!scrollToSection(target.id) && SECTION_FALLBACK_ROUTES[target.id]) win.location.assign(SECTION_FALLBACK_ROUTES[target.id]);
  return true;
}

/** The home page opened at a section ('/#pricing-section'): scrolled to below the header, or to its fallback page. */
function arriveAtSection(win: Window): void {
  const id = decodeURIComponent(win.location.hash.slice(1));
  if (win.location.pathname !== '/' || !id) return;
  if (win.document.getElementById(id)) scrollWithRetry(id);
  else if (SECTION_FALLBACK_ROUTES[id]) win.location.replace(SECTION_FALLBACK_ROUTES[id]);
}

/** Starts the islands of a server-rendered page. `runtime` loads React and the islands' code (app/island-runtime.tsx). */
export function startIslands(root: HTMLElement, runtime: () => Promise<IslandRuntime>, win: Window = window): void {
  const doc = win.document;
  const waking = new Map<HTMLElement, Promise<void>>();
  const held = new Map<HTMLElement, HTMLElement[]>();
  let lastPointer = '';

  function replay(island: HTMLElement) {
    // A mouse already over the island (the move that woke it) enters it again, so a hover opens what it opens.
    const hovered = lastPointer === 'mouse' ? Array.from(island.querySelectorAll<HTMLElement>(':hover')).at(-1) : undefined;
    if (hovered) {
      hovered.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true, pointerType: 'mouse', isPrimary: true }));
      hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
    }
    // The island is live with what it adopted as it woke (island-tree.tsx), so a replayed press acts on it.
    for (const pressed of held.get(island)?.splice(0) ?? []) if (pressed.isConnected && !(pressed as HTMLButtonElement).disabled) pressed.click();
  }

  function wake(island: HTMLElement): Promise<void> {
    let woken = waking.get(island);
    if (!woken) {
      woken = runtime()
        .then((r) => r.hydrateIsland(island))
        .then(
          () => {
            island.setAttribute(ISLAND_ATTR.live, '');
            replay(island);
          },
          (error: unknown) => {
            // Its code could not be loaded: a held link still goes where it says; the rest stays the server's HTML.
            for (const pressed of held.get(island)?.splice(0) ?? [])
              if (pressed instanceof HTMLAnchorElement && !followStaticLink(pressed.getAttribute('href') ?? '', win)) win.location.assign(pressed.href);
            throw error;
          },
        );
      waking.set(island, woken);
    }
    return woken;
  }

  // What is in view waits for the page to have loaded and the browser to be idle: the first paint and the largest
  // image come first.
  const afterLoad = new Promise<void>((resolve) => {
    const idle = () => (win.requestIdleCallback ? win.requestIdleCallback(() => resolve(), { timeout: 2000 }) : win.setTimeout(resolve, 200));
    if (doc.readyState === 'complete') idle();
    else win.addEventListener('load', idle, { once: true });
  });
  const visible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const island = entry.target.closest<HTMLElement>(ISLAND);
      if (island) void wake(island);
    }
  });

  for (const island of Array.from(root.querySelectorAll<HTMLElement>(ISLAND))) {
    const triggers = (island.getAttribute(ISLAND_ATTR.wake) ?? '').split(' ') as Wake[];
    const now = () => void wake(island);
    if (triggers.includes('interaction'))
      for (const type of ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const) island.addEventListener(type, now, { once: true, passive: true });
    if (triggers.includes('visible')) afterLoad.then(() => boxesOf(island).forEach((box) => visible.observe(box)));
    if (triggers.includes('error')) {
      // 'error' does not bubble, but its capture phase passes the island; an image that failed before this ran is found.
      island.addEventListener('error', (e) => e.target instanceof HTMLImageElement && now(), { capture: true, once: true });
      if (Array.from(island.querySelectorAll('img')).some(imageFailed)) now();
    }
  }

  doc.addEventListener('pointerover', (e) => (lastPointer = e.pointerType), { capture: true, passive: true });
  doc.addEventListener('pointerdown', (e) => (lastPointer = e.pointerType), { capture: true, passive: true });

  // A press on an island that is not live yet: held, and replayed once it is.
  doc.addEventListener(
    'click',
    (e) => {
      const pressed = (e.target as Element | null)?.closest?.<HTMLElement>(PRESSABLE);
      const island = pressed?.closest<HTMLElement>(ISLAND);
      if (!pressed || !island || island.hasAttribute(ISLAND_ATTR.live) || !root.contains(island)) return;
      // A link opened elsewhere (a new tab, a download) is the browser's to open, live or not.
      if (pressed instanceof HTMLAnchorElement && openedElsewhere(e)) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      const queue = held.get(island) ?? held.set(island, []).get(island)!;
      if (!queue.includes(pressed)) queue.push(pressed);
      void wake(island).catch(() => undefined);
    },
    true,
  );

  // A link of the server's HTML outside the islands follows the site's rules; a 'Try Again' there loads the page again.
  doc.addEventListener('click', (e) => {
    const reload = (e.target as Element | null)?.closest?.('button[data-reload]');
    if (reload && !reload.closest(ISLAND) && root.contains(reload)) return win.location.reload();
    if (e.defaultPrevented || openedElsewhere(e)) return;
    const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    if (!link || link.closest(ISLAND) || !root.contains(link) || (link.target && link.target !== '_self')) return;
    if (followStaticLink(link.getAttribute('href') ?? '', win)) e.preventDefault();
  });

  arriveAtSection(win);
}
