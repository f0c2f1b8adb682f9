/** The site's own theme style (SiteTheme): a frame gets its own from the previewed settings, never the page's. */
const SITE_THEME_ID = 'site-theme';
const MIRRORED = 'link[rel="stylesheet"], style';
const COPY_MARK = 'data-preview-copy';

function copyStyles(from: Document, to: Document) {
  to.head.querySelectorAll(`[${COPY_MARK}]`).forEach((el) => el.remove());
  const first = to.head.firstChild;
  from.head.querySelectorAll(MIRRORED).forEach((el) => {
    if (el.id === SITE_THEME_ID) return;
    const copy = to.importNode(el, true) as Element;
    copy.setAttribute(COPY_MARK, '');
    // Before the frame's own styles (its theme), so they win as they do on the site.
    to.head.insertBefore(copy, first);
  });
}

const isStyleNode = (n: Node) => n.nodeName === 'STYLE' || n.nodeName === 'LINK' || n.parentNode?.nodeName === 'STYLE';
const touchesStyles = (records: MutationRecord[]) => records.some((r) => [r.target, ...r.addedNodes, ...r.removedNodes].some(isStyleNode));

/**
 * Gives the frame's document the app's stylesheets (the page's `<link rel=stylesheet>` and `<style>` elements),
 * and again whenever the page's change (a part loaded later brings its CSS; the dev server replaces styles).
 * Returns the stop function.
 */
export function mirrorStyles(from: Document, to: Document): () => void {
  copyStyles(from, to);
  const observer = new MutationObserver((records) => touchesStyles(records) && copyStyles(from, to));
  observer.observe(from.head, { childList: true, subtree: true, characterData: true, attributes: true });
  return () => observer.disconnect();
}
