import type { MouseEvent } from 'react';
import { MAIN_CONTENT_ID } from '@/lib/navigation/link-target';

export { MAIN_CONTENT_ID };

/** Focus moves into the main content rather than the URL gaining a hash; before hydration the plain link does it. */
function skip(e: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  e.preventDefault();
  main.focus();
}

/**
 * 'Skip to main content' (WCAG 2.4.1): the page's first focusable element, hidden until it has the focus, then
 * drawn above the sticky header.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="visually-hidden-focusable position-absolute top-0 start-0 m-2 px-3 py-2 bg-body text-body border rounded shadow"
      style={{ zIndex: 1090 }}
      onClick={skip}
    >
      Skip to main content
    </a>
  );
}
