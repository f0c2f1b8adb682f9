import { WHOLE_STYLESHEET_META } from '@shared/contract/server-render';

/** The page's whole stylesheet, once asked for: settled when it applies (or failed to load). */
let applied: Promise<void> | undefined;

const address = (doc: Document) => doc.querySelector<HTMLMetaElement>(`meta[name="${WHOLE_STYLESHEET_META}"]`)?.content || undefined;

/**
 * Fetches the site's whole stylesheet into the browser's cache without applying it, once the page is idle: a page
 * the server rendered carries only the rules its own HTML uses (ADR 0032), and a page that is only read and scrolled
 * never needs the rest, nor the work of matching it against every element. The first island that wakes then applies
 * it at once.
 */
export function prefetchWholeStylesheet(doc: Document = document): void {
  const href = address(doc);
  if (!href || applied) return;
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.as = 'style';
  link.href = href;
  doc.head.append(link);
}

/**
 * Applies the site's whole stylesheet on a page the server rendered, for what the islands show once they wake (an open
 * menu, a form's messages): settled once it applies, so an island hydrates with its rules in place. Once; a page
 * without the address (the login, the admin area, `npm run dev`) has its stylesheet already.
 */
export function loadWholeStylesheet(doc: Document = document): Promise<void> {
  if (applied) return applied;
  const href = address(doc);
  if (!href) return Promise.resolve();
  applied = new Promise<void>((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // A stylesheet that fails to load leaves the page's own rules: the island still wakes.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    doc.head.append(link);
  });
  return applied;
}
