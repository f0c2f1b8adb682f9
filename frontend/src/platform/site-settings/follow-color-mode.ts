import { colorMode } from '@shared/theme/color-mode';

/**
 * Sets the document's Bootstrap colour mode from the settings' theme, and follows the visitor's system setting
 * while it is 'auto'. Returns the function that stops following it. No React: a server-rendered page's first
 * script (boot.ts) calls it as well as SiteTheme.
 */
export function followColorMode(doc: Document, theme: string | undefined, win: Window = window): () => void {
  const media = win.matchMedia?.('(prefers-color-scheme: dark)');
  const apply = () => doc.documentElement.setAttribute('data-bs-theme', colorMode(theme, !!media?.matches));
  apply();
  media?.addEventListener?.('change', apply);
  return () => media?.removeEventListener?.('change', apply);
}
