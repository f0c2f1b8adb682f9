// The page's entry: a few hundred bytes that load before anything else. The one stylesheet is imported here, so
// it is the only render-blocking request. On a page the server rendered, the app's code (main.tsx) waits for
// the first paint and the hero image, so they do not share the connection with it; a visitor who reaches for
// the page before that gets it at once. A button pressed before the page is live is pressed again as soon
// as it is (the phone menu, a plan's choice): the server's HTML of it does nothing on its own.
import '@/styles/bootstrap.scss';

const root = document.getElementById('root');
const serverRendered = Boolean(root?.firstElementChild);
const pressed: HTMLElement[] = [];
let live = false;
let loading: Promise<void> | undefined;

function load(): Promise<void> {
  loading ??= import('./main')
    .then(({ start }) => start())
    .then(() => {
      live = true;
      document.removeEventListener('click', holdPress, true);
      for (const button of pressed.splice(0)) if (button.isConnected && !(button as HTMLButtonElement).disabled) button.click();
    });
  return loading;
}

function holdPress(event: MouseEvent) {
  if (live) return;
  const button = (event.target as Element | null)?.closest?.('button[type="button"]');
  if (!(button instanceof HTMLElement) || !root?.contains(button)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!pressed.includes(button)) pressed.push(button);
  void load();
}

/** After the first paint and the hero image (the page's largest paint), or after 3 s whatever happens. */
function afterFirstPaint(then: () => void) {
  let done = false;
  const go = () => void (done || ((done = true), then()));
  window.setTimeout(go, 3000);
  const heroLoaded = () => {
    const hero = root?.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (!hero || hero.complete) return go();
    hero.addEventListener('load', go, { once: true });
    hero.addEventListener('error', go, { once: true });
  };
  try {
    const paints = new PerformanceObserver((list) => {
      if (!list.getEntries().some((e) => e.name === 'first-contentful-paint')) return;
      paints.disconnect();
      heroLoaded();
    });
    paints.observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(heroLoaded, 0));
  }
}

if (serverRendered) {
  document.addEventListener('click', holdPress, true);
  for (const type of ['pointerdown', 'keydown', 'focusin'] as const)
    document.addEventListener(type, () => void load(), { once: true, capture: true, passive: true });
  afterFirstPaint(() => void load());
} else {
  // The login, the admin area and `npm run dev` start from the empty shell: nothing to paint first.
  void load();
}
