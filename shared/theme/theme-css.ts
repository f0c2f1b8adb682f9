// Homepage settings' design choices as Bootstrap CSS variables (ADR 0025); used by the server when it
// renders a page and by the browser when the settings change. The colours are brandPalette's: the brand
// colours where contrast does not matter (backgrounds, borders), readable shades of them for text.
import type { components } from '@shared/contract/schema';
import { hexToRgb } from './contrast';
import { ROLES, brandPalette, type BrandPalette, type Role, type ThemeName } from './palette';

type Settings = Pick<components['schemas']['HomepageSettings'], 'primaryColor' | 'secondaryColor' | 'accentColor'>;

/** Bootstrap's name for each role: the accent is its "success" colour. */
const BS: Record<Role, string> = { primary: 'primary', secondary: 'secondary', accent: 'success' };

const rgb = (hex: string) => hexToRgb(hex).join(',');
const block = (selector: string, decls: string[]) => `${selector}{${decls.join(';')}}`;

// The brand colours are the public site's: they apply on a page that has the site's header (data-site-header), or in
// an admin preview of the site's parts (data-site-page, on the preview frame's content), so the back-office keeps
// Bootstrap's own colours, which bootstrap.scss tunes for its greys. The theme's <style> may
// come before Bootstrap's stylesheet (it does in the server's HTML), so every selector here is more specific than
// Bootstrap's instead of relying on order. A subtree with its own data-bs-theme gets that theme's shades.
const SITE = ':root:has([data-site-header],[data-site-page])';
const ANY_THEME = `${SITE},${SITE} [data-bs-theme]`;
const THEME_SELECTOR: Record<ThemeName, string> = {
  light: `${SITE},${SITE} [data-bs-theme=light]`,
  dark: `${SITE}[data-bs-theme=dark],${SITE} [data-bs-theme=dark]`,
};

/** What does not change with the theme: the brand colours themselves and the text on them. */
function brandVars(p: BrandPalette) {
  return ROLES.flatMap((role) => {
    const { brand, button } = p[role];
    const n = BS[role];
    return [`--bs-${n}:${brand}`, `--bs-${n}-rgb:${rgb(brand)}`, `--site-on-${n}:${button.text}`];
  });
}

function themeVars(p: BrandPalette, theme: ThemeName) {
  const link = p.primary[theme];
  return [
    ...ROLES.flatMap((role) => {
      const s = p[role][theme];
      const n = BS[role];
      return [
        `--site-${n}-text:${s.text}`,
        `--site-${n}-text-rgb:${rgb(s.text)}`,
        `--site-${n}-hover-rgb:${rgb(s.hover)}`,
        `--site-${n}-disabled-bg:${s.disabledBg}`,
        `--site-${n}-disabled-color:${s.disabledText}`,
        `--bs-${n}-text-emphasis:${s.emphasis}`,
        `--bs-${n}-bg-subtle:${s.bgSubtle}`,
        `--bs-${n}-border-subtle:${s.borderSubtle}`,
      ];
    }),
    `--bs-link-color:${link.text}`,
    `--bs-link-color-rgb:${rgb(link.text)}`,
    `--bs-link-hover-color:${link.hover}`,
    `--bs-link-hover-color-rgb:${rgb(link.hover)}`,
    `--site-focus-color:${p.focus[theme]}`,
    `--bs-focus-ring-color:${p.focus[theme]}`,
  ];
}

/** Buttons, text, link, badge and background classes of one role, drawn from the variables above. */
function roleRules(p: BrandPalette, role: Role) {
  const { brand, button: b } = p[role];
  const n = BS[role];
  const text = `var(--site-${n}-text-rgb)`;
  return [
    block(`${SITE} .btn-${n}`, [
      `--bs-btn-color:${b.text}`,
      `--bs-btn-bg:${brand}`,
      `--bs-btn-border-color:${brand}`,
      `--bs-btn-hover-color:${b.text}`,
      `--bs-btn-hover-bg:${b.hoverBg}`,
      `--bs-btn-hover-border-color:${b.hoverBorder}`,
      `--bs-btn-active-color:${b.text}`,
      `--bs-btn-active-bg:${b.activeBg}`,
      `--bs-btn-active-border-color:${b.activeBorder}`,
      `--bs-btn-disabled-color:var(--site-${n}-disabled-color)`,
      `--bs-btn-disabled-bg:var(--site-${n}-disabled-bg)`,
      `--bs-btn-disabled-border-color:var(--site-${n}-disabled-bg)`,
    ]),
    // Outline: the readable shade on the page, the filled colours once hovered or pressed.
    block(`${SITE} .btn-outline-${n}`, [
      `--bs-btn-color:var(--site-${n}-text)`,
      `--bs-btn-border-color:${brand}`,
      `--bs-btn-hover-color:${b.text}`,
      `--bs-btn-hover-bg:${brand}`,
      `--bs-btn-hover-border-color:${brand}`,
      `--bs-btn-active-color:${b.text}`,
      `--bs-btn-active-bg:${brand}`,
      `--bs-btn-active-border-color:${brand}`,
      `--bs-btn-disabled-color:var(--site-${n}-text)`,
      '--bs-btn-disabled-bg:var(--bs-tertiary-bg)',
      '--bs-btn-disabled-border-color:var(--bs-border-color)',
    ]),
    block(`${SITE} .text-${n}`, [`color:rgba(${text},var(--bs-text-opacity,1))!important`]),
    block(`${SITE} .link-${n}`, [
      `color:rgba(${text},var(--bs-link-opacity,1))!important`,
      `text-decoration-color:rgba(${text},var(--bs-link-underline-opacity,1))!important`,
    ]),
    block(`${SITE} .link-${n}:hover,${SITE} .link-${n}:focus`, [
      `color:rgba(var(--site-${n}-hover-rgb),var(--bs-link-opacity,1))!important`,
      `text-decoration-color:rgba(var(--site-${n}-hover-rgb),var(--bs-link-underline-opacity,1))!important`,
    ]),
    // Text on the brand colour (badges, avatars, text-bg-*): black or white, whichever reads.
    block(`${SITE} .text-bg-${n}`, [`color:${b.text}!important`]),
    block(`${SITE} .bg-${n}`, [`color:${b.text}`]),
  ];
}

/**
 * CSS that makes the settings' colours Bootstrap's primary, secondary and success (accent) colours. `dark: false`
 * leaves out the dark shades, for a page that cannot show them: one whose colour mode is light and which holds no
 * subtree with a dark one of its own (page-renderer.ts knows; the light shades are the root's as well, always kept).
 */
export function themeCss(settings: Settings, { dark = true }: { dark?: boolean } = {}): string {
  const p = brandPalette(settings);
  return [
    block(ANY_THEME, brandVars(p)),
    block(THEME_SELECTOR.light, themeVars(p, 'light')),
    dark ? block(THEME_SELECTOR.dark, themeVars(p, 'dark')) : '',
    ...ROLES.flatMap((role) => roleRules(p, role)),
    // A disabled button keeps its own readable colours (no fading); the glow under the focus ring
    // (bootstrap.scss) is the ring's colour, not a pale brand colour.
    block(`${SITE} :is(${ROLES.map((r) => `.btn-${BS[r]},.btn-outline-${BS[r]}`).join(',')})`, [
      '--bs-btn-disabled-opacity:1',
      '--bs-btn-focus-box-shadow:0 0 0 .25rem color-mix(in srgb,var(--site-focus-color) 50%,transparent)',
    ]),
  ]
    .filter(Boolean)
    .join('\n');
}

export { colorMode } from './color-mode';
