// The browser's preferred languages only suggest (ADR 0044): a page is the same for every visitor (one page per
// address in the cache, whatever the Accept-Language), and in the browser, when the visitor prefers another of the
// site's languages than the page's, a small notice offers the page in it, by its own name, until dismissed. It never
// moves the visitor. Run by boot.ts on a page the server rendered; no React, and no catalog: the header's language
// links carry the notice's words in their language, so the page's entry stays a few hundred bytes.

/** The element that lists the page in each language (the header's switcher), read for the links. */
export const LANGUAGE_LINKS_ATTR = 'data-language-links';
/** On each language link: the notice's Close in that language, and its `lang` when the catalogs have none in it. */
export const CLOSE_LABEL_ATTR = 'data-close-label';
export const CLOSE_LANG_ATTR = 'data-close-lang';
/** Where a dismissal is remembered, in this browser only (nothing is sent). */
export const SUGGESTION_DISMISSED_KEY = 'language-suggestion-dismissed';

/**
 * The link to this page in the first of `preferred` (the browser's languages, most wanted first) that the site has,
 * when that is not the page's own; none when the page's language comes first, or the site has none of them.
 */
export function suggestedLink(doc: Document, preferred: readonly string[]): HTMLAnchorElement | undefined {
  const page = doc.documentElement.lang;
  const links = [...doc.querySelectorAll<HTMLAnchorElement>(`[${LANGUAGE_LINKS_ATTR}] a[hreflang]`)];
  for (const wanted of preferred) {
    const code = wanted.split('-')[0].toLowerCase();
    if (code === page) return undefined;
    const link = links.find((l) => l.hreflang === code);
    if (link) return link;
  }
  return undefined;
}

const dismissed = (win: Window) => {
  try {
    return win.localStorage.getItem(SUGGESTION_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/** Shows the notice on `doc` when the browser prefers another of the site's languages and it was not dismissed. */
export function suggestLanguage(doc: Document = document, win: Window = window): void {
  const link = !dismissed(win) && suggestedLink(doc, win.navigator.languages ?? [win.navigator.language]);
  if (!link) return;
  const name = link.textContent ?? link.hreflang;
  const notice = doc.createElement('aside');
  notice.setAttribute('aria-label', name);
  notice.lang = link.hreflang;
  notice.dir = link.dir || 'auto';
  notice.setAttribute('data-language-suggestion', '');
  // At the start of the page's line (its own direction is its language's, so a logical side would follow that).
  const side = doc.documentElement.dir === 'rtl' ? 'right' : 'left';
  notice.style.cssText = `position:fixed;${side}:1rem;bottom:1rem;z-index:1070;display:flex;gap:.75rem;align-items:center;padding:.5rem .75rem;background:#fff;color:#212529;border:1px solid #adb5bd;border-radius:.375rem;box-shadow:0 .25rem .75rem rgba(0,0,0,.15);font:1rem/1.5 system-ui,sans-serif`;
  const go = doc.createElement('a');
  go.href = link.getAttribute('href') ?? '/';
  go.hreflang = link.hreflang;
  go.textContent = name;
  go.style.color = '#0a58ca';
  const close = doc.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  // Its name in the notice's language, or in English (marked so) when the catalogs have none in it.
  const fallback = link.getAttribute(CLOSE_LANG_ATTR);
  if (fallback) close.lang = fallback;
  close.setAttribute('aria-label', link.getAttribute(CLOSE_LABEL_ATTR) || '×');
  close.style.cssText = 'border:0;background:none;font-size:1.25rem;line-height:1;padding:.25rem .5rem;color:#212529';
  close.addEventListener('click', () => {
    try {
      win.localStorage.setItem(SUGGESTION_DISMISSED_KEY, '1');
    } catch {
      // Storage refused: dismissed for this page only.
    }
    notice.remove();
  });
  notice.append(go, close);
  doc.body.append(notice);
}
