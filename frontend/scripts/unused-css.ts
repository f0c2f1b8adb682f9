// The built stylesheet keeps only the rules whose classes the site's code can write. Bootstrap brings a rule for
// every colour, size and breakpoint; a public page the server renders carries the whole stylesheet in its HTML, and
// each unused rule still costs its bytes and the browser's parsing and style matching before the first paint
// (ADR 0032). Only `vite build` purges: `npm run dev` and Storybook keep the whole sheet.
//
// A class is kept when its name appears in the code (frontend/src, the page shell, the server's own pages,
// react-bootstrap's components), or when react-bootstrap makes it from a prop the code passes: `variant="danger"`
// on a Button is `btn-danger`, `md={6}` on a Col is `col-md-6`. Element, attribute and pseudo-class selectors are
// kept as PurgeCSS keeps them.
import { fileURLToPath } from 'node:url';
import purgeCss from '@fullhuman/postcss-purgecss';

const fromRoot = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));

/** The prefixes react-bootstrap puts before a prop's value (variant, size, bg, animation) or a boolean prop's name (`fluid`). */
const PROP_PREFIXES = [
  'btn',
  'btn-outline',
  'alert',
  'bg',
  'text-bg',
  'text',
  'border',
  'list-group',
  'list-group-item',
  'spinner',
  'placeholder',
  'form',
  'form-control',
  'form-select',
  'form-check',
  'input-group',
  'table',
  'navbar',
  'navbar-expand',
  'nav',
  'dropdown-menu',
  'modal',
  'toast',
  'badge',
  'container',
  'btn-group',
  'rounded',
  'offcanvas',
  'gap',
  'sticky',
];
/** Spinner sizes are `spinner-border-sm`: its animation, then its size. */
const SPINNER_SIZES = ['border', 'grow'];
/** A breakpoint prop: `md={6}` or `xl={shown ? 7 : 12}` on a Col, Row or Placeholder. */
const BREAKPOINT_PROP = /\b(xs|sm|md|lg|xl|xxl)=\{([^}]*)\}/g;

/** Every word that can be a class in a file's text, and the classes react-bootstrap would make of it. */
export function classesIn(content: string): string[] {
  const words = content.match(/[A-Za-z0-9_-]+/g) ?? [];
  const out = new Set(words);
  for (const w of words) {
    for (const p of PROP_PREFIXES) out.add(`${p}-${w}`);
    for (const s of SPINNER_SIZES) out.add(`spinner-${s}-${w}`);
  }
  for (const [, bp, expr] of content.matchAll(BREAKPOINT_PROP)) {
    for (const n of expr.match(/\d+/g) ?? []) {
      const infix = bp === 'xs' ? '' : `-${bp}`;
      out.add(`col${infix}-${n}`);
      out.add(`row-cols${infix}-${n}`);
    }
  }
  return [...out];
}

/** The PostCSS plugin `vite build` runs on the client's stylesheets. */
export function purgeUnusedCss() {
  return purgeCss({
    content: [
      fromRoot('frontend/index.html'),
      fromRoot('frontend/src/**/*.{ts,tsx}'),
      fromRoot('backend/src/**/*.ts'),
      fromRoot('node_modules/react-bootstrap/esm/*.js'),
    ],
    defaultExtractor: classesIn,
    // Classes that only a browser API or a library's runtime adds are written in react-bootstrap's code too; the
    // document's own states are attribute and pseudo-class selectors, which are kept.
    safelist: { standard: [/^:root$/] },
  });
}
