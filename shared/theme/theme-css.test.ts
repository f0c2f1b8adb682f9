import { describe, expect, it } from 'vitest';
import { themeCss } from './theme-css';
import { referenceRatio as ratio } from './wcag-reference';

/** The declarations of the rule with exactly this selector. */
function rule(css: string, selector: string): Record<string, string> {
  const found = css.split('\n').find((line) => line.startsWith(`${selector}{`));
  if (!found) throw new Error(`no rule for ${selector}`);
  return Object.fromEntries(
    found
      .slice(selector.length + 1, -1)
      .split(';')
      .map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)]),
  );
}

// The public site's pages: those with its header, and the admin's previews of its parts.
const SITE = ':root:has([data-site-header],[data-site-page])';
const LIGHT = `${SITE},${SITE} [data-bs-theme=light]`;
const DARK = `${SITE}[data-bs-theme=dark],${SITE} [data-bs-theme=dark]`;
const ALL = `${SITE},${SITE} [data-bs-theme]`;

describe('themeCss', () => {
  it('yellow primary: the brand stays the background, links and button text read', () => {
    const css = themeCss({ primaryColor: '#ffeb3b', secondaryColor: '#cccccc', accentColor: '#ffff00' });
    expect(rule(css, ALL)['--bs-primary']).toBe('#ffeb3b');
    expect(rule(css, ALL)['--bs-primary-rgb']).toBe('255,235,59');

    const light = rule(css, LIGHT);
    expect(ratio(light['--bs-link-color'], '#ffffff')).toBeGreaterThan(4.5);
    expect(ratio(light['--bs-link-color'], '#f8f9fa')).toBeGreaterThan(4.5);
    expect(ratio(light['--bs-link-hover-color'], '#ffffff')).toBeGreaterThan(4.5);
    expect(ratio(light['--site-focus-color'], '#ffffff')).toBeGreaterThanOrEqual(3);
    for (const n of ['primary', 'secondary', 'success']) {
      expect(ratio(light[`--site-${n}-text`], '#f8f9fa')).toBeGreaterThan(4.5);
      expect(ratio(light[`--bs-${n}-text-emphasis`], light[`--bs-${n}-bg-subtle`])).toBeGreaterThan(4.5);
      expect(ratio(light[`--site-${n}-disabled-color`], light[`--site-${n}-disabled-bg`])).toBeGreaterThan(4.5);
    }
    // The dark theme can use yellow as it is.
    expect(rule(css, DARK)['--bs-link-color']).toBe('#ffeb3b');

    const button = rule(css, `${SITE} .btn-primary`);
    expect(button['--bs-btn-bg']).toBe('#ffeb3b');
    expect(button['--bs-btn-color']).toBe('#000000');
    for (const state of ['hover', 'active']) expect(ratio(button[`--bs-btn-${state}-color`], button[`--bs-btn-${state}-bg`])).toBeGreaterThan(4.5);
    expect(rule(css, `${SITE} .text-bg-primary`).color).toBe('#000000!important');
    expect(rule(css, `${SITE} .btn-outline-primary`)['--bs-btn-color']).toBe('var(--site-primary-text)');
    expect(rule(css, `${SITE} .text-success`).color).toBe('rgba(var(--site-success-text-rgb),var(--bs-text-opacity,1))!important');
  });

  it('draws disabled buttons with their own colours, not faded, and the focus glow in the ring colour', () => {
    const css = themeCss({ primaryColor: '#3b82f6', secondaryColor: '#64748b', accentColor: '#10b981' });
    expect(rule(css, `${SITE} :is(.btn-primary,.btn-outline-primary,.btn-secondary,.btn-outline-secondary,.btn-success,.btn-outline-success)`)).toEqual({
      '--bs-btn-disabled-opacity': '1',
      '--bs-btn-focus-box-shadow': '0 0 0 .25rem color-mix(in srgb,var(--site-focus-color) 50%,transparent)',
    });
  });

  it('uses the defaults for a colour that is not a hex code', () => {
    const css = themeCss({ primaryColor: 'red', secondaryColor: '', accentColor: '#12' });
    expect(rule(css, ALL)).toMatchObject({ '--bs-primary': '#3b82f6', '--bs-secondary': '#64748b', '--bs-success': '#10b981' });
  });
});
