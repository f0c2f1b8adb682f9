import { WHOLE_STYLESHEET_META } from '@shared/contract/server-render';

/**
 * Loads the site's whole stylesheet on a page the server rendered, which carries only the rules its own HTML uses
 * (ADR 0032): the rest is for what the islands show once they wake (an open menu, a form's messages). Once; a page
 * without the address (the login, the admin area, `npm run dev`) has its stylesheet already.
 */
export function loadWholeStylesheet(doc: Document = document): void {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${WHOLE_STYLESHEET_META}"]`);
  const href = meta?.content;
  if (!meta || !href) return;
  meta.remove();
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  doc.head.append(link);
}
