import { mirrorStyles } from './mirror-styles';

/** A link's own navigation (a new tab, or the frame leaving the preview): the click still reaches the component. */
function keepLinksHome(e: Event) {
  if ((e.target as Element | null)?.closest?.('a[href]')) e.preventDefault();
}

/** A form in the preview (booking, newsletter) never sends: the submit stops before the component sees it. */
function stopSubmits(e: Event) {
  e.preventDefault();
  e.stopPropagation();
}

/**
 * Readies an empty frame's document for the preview: the page's language and stylesheets, a root for the content,
 * and the guards that keep the preview from navigating or writing. Calls `onHeight` with the content's height as
 * it changes. Returns the root and the function that undoes it all.
 */
export function prepareFrameDocument(doc: Document, onHeight: (height: number) => void) {
  doc.documentElement.lang = document.documentElement.lang || 'en';
  doc.title = 'Preview';
  const root = doc.createElement('div');
  // A page of the public site: the site's theme applies to it (theme-css.ts), with or without the site's header.
  root.setAttribute('data-site-page', '');
  // Holds its children's margins, so its height is the content's.
  root.style.display = 'flow-root';
  doc.body.appendChild(root);
  const stopMirroring = mirrorStyles(document, doc);
  doc.addEventListener('click', keepLinksHome, true);
  doc.addEventListener('submit', stopSubmits, true);
  // The frame grows with its content: it never scrolls up and down.
  doc.documentElement.style.overflowY = 'hidden';
  const resize = new (doc.defaultView?.ResizeObserver ?? ResizeObserver)(() => onHeight(Math.ceil(root.getBoundingClientRect().height)));
  resize.observe(root);
  const undo = () => {
    resize.disconnect();
    doc.removeEventListener('click', keepLinksHome, true);
    doc.removeEventListener('submit', stopSubmits, true);
    stopMirroring();
    root.remove();
  };
  return { root, undo };
}
