// Homepage settings' design choices as Bootstrap CSS variables (DECISIONS 19); used by the server when it
// renders a page and by the browser when the settings change.
import type { components } from '@contract/schema';

type Settings = Pick<components['schemas']['HomepageSettings'], 'primaryColor' | 'secondaryColor' | 'accentColor'>;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function rgb(hex: string): [number, number, number] {
  const h = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  return [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** A darker shade for hover and active states. */
function shade(hex: string, amount: number) {
  const [r, g, b] = rgb(hex).map((c) => Math.max(0, Math.round(c * (1 - amount))));
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function buttonVars(selector: string, color: string) {
  const hover = shade(color, 0.12);
  const active = shade(color, 0.2);
  return (
    `${selector}{--bs-btn-bg:${color};--bs-btn-border-color:${color};--bs-btn-hover-bg:${hover};--bs-btn-hover-border-color:${hover};` +
    `--bs-btn-active-bg:${active};--bs-btn-active-border-color:${active};--bs-btn-disabled-bg:${color};--bs-btn-disabled-border-color:${color}}`
  );
}

function outlineVars(selector: string, color: string) {
  return `${selector}{--bs-btn-color:${color};--bs-btn-border-color:${color};--bs-btn-hover-bg:${color};--bs-btn-hover-border-color:${color};--bs-btn-active-bg:${color};--bs-btn-active-border-color:${color}}`;
}

/** CSS that makes the settings' colours Bootstrap's primary, secondary and success (accent) colours. */
export function themeCss(settings: Settings): string {
  const primary = HEX.test(settings.primaryColor ?? '') ? settings.primaryColor! : '#3b82f6';
  const secondary = HEX.test(settings.secondaryColor ?? '') ? settings.secondaryColor! : '#64748b';
  const accent = HEX.test(settings.accentColor ?? '') ? settings.accentColor! : '#10b981';
  return [
    `:root,[data-bs-theme]{--bs-primary:${primary};--bs-primary-rgb:${rgb(primary).join(',')};--bs-secondary:${secondary};` +
      `--bs-secondary-rgb:${rgb(secondary).join(',')};--bs-success:${accent};--bs-success-rgb:${rgb(accent).join(',')};` +
      `--bs-link-color:${primary};--bs-link-color-rgb:${rgb(primary).join(',')};--bs-link-hover-color:${shade(primary, 0.2)}}`,
    buttonVars('.btn-primary', primary),
    buttonVars('.btn-secondary', secondary),
    buttonVars('.btn-success', accent),
    outlineVars('.btn-outline-primary', primary),
  ].join('\n');
}

/** The colour mode Bootstrap should use: auto follows the visitor's system setting. */
export function colorMode(theme: string | undefined, prefersDark: boolean): 'light' | 'dark' {
  if (theme === 'dark') return 'dark';
  if (theme === 'auto') return prefersDark ? 'dark' : 'light';
  return 'light';
}
