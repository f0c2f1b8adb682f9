import { describe, expect, it } from 'vitest';
import { brandPalette, themeForBackground, type Role, type ThemeName } from './palette';
import { referenceLuminance as luminance, referenceRatio as ratio } from './wcag-reference';

// Bootstrap 5.3's body and tertiary (section) backgrounds and body text, in each theme.
const PAGE: Record<ThemeName, { body: string; sections: string; bodyText: string }> = {
  light: { body: '#ffffff', sections: '#f8f9fa', bodyText: '#212529' },
  dark: { body: '#212529', sections: '#2b3035', bodyText: '#dee2e6' },
};

const EDGE_COLOURS = ['#ffff00', '#ffeb3b', '#cccccc', '#000000', '#ffffff', '#3b82f6'];
const THEMES: ThemeName[] = ['light', 'dark'];
const ROLES: Role[] = ['primary', 'secondary', 'accent'];
const SETTING = { primary: 'primaryColor', secondary: 'secondaryColor', accent: 'accentColor' } as const;

const cases = EDGE_COLOURS.flatMap((colour) => ROLES.flatMap((role) => THEMES.map((theme) => ({ colour, role, theme }))));

describe.each(cases)('$role $colour, $theme theme', ({ colour, role, theme }) => {
  const p = brandPalette({ [SETTING[role]]: colour })[role];
  const s = p[theme];
  const { body, sections, bodyText } = PAGE[theme];

  it('keeps the brand colour for backgrounds', () => {
    expect(p.brand).toBe(colour);
    expect(p.button.bg).toBe(colour);
  });

  it('draws links and text at 4.5:1 on the page and on the sections', () => {
    expect(ratio(s.text, body)).toBeGreaterThan(4.5);
    expect(ratio(s.text, sections)).toBeGreaterThan(4.5);
    expect(ratio(s.hover, body)).toBeGreaterThanOrEqual(ratio(s.text, body));
  });

  it('keeps the brand colour for text where it already reads, else moves it no further than needed', () => {
    const reads = ratio(colour, body) > 4.5 && ratio(colour, sections) > 4.5;
    if (reads) expect(s.text).toBe(colour);
    else expect(Math.min(ratio(s.text, body), ratio(s.text, sections))).toBeLessThan(4.6);
  });

  it('writes black or white on the button, at 4.5:1, in every state', () => {
    const { text } = p.button;
    expect(['#000000', '#ffffff']).toContain(text);
    for (const bg of [p.button.bg, p.button.hoverBg, p.button.activeBg]) expect(ratio(text, bg)).toBeGreaterThan(4.5);
    // Hover and active move away from the text (more contrast), unless the colour is as far as it goes.
    if (!['#000000', '#ffffff'].includes(colour)) expect(ratio(text, p.button.hoverBg)).toBeGreaterThanOrEqual(ratio(text, colour));
    if (!['#000000', '#ffffff'].includes(colour)) expect(ratio(text, p.button.activeBg)).toBeGreaterThanOrEqual(ratio(text, p.button.hoverBg));
    expect(p.button.ratio).toBeCloseTo(ratio(text, colour), 6);
    // White is used whenever it reads (Bootstrap's preference).
    expect(text === '#ffffff').toBe(ratio('#ffffff', colour) > 4.5);
  });

  it('gives a disabled button its own readable colours', () => {
    expect(ratio(s.disabledText, s.disabledBg)).toBeGreaterThan(4.5);
    // Washed toward the page, so it looks disabled (unless the colour is the page's own).
    if (colour !== body) expect(s.disabledBg).not.toBe(colour);
  });

  it('keeps the subtle (alert) colours readable', () => {
    expect(ratio(s.emphasis, s.bgSubtle)).toBeGreaterThan(4.5);
    expect(ratio(s.emphasis, body)).toBeGreaterThan(4.5);
    expect(ratio(bodyText, s.bgSubtle)).toBeGreaterThan(4.5);
  });
});

describe.each(EDGE_COLOURS.flatMap((colour) => THEMES.map((theme) => ({ colour, theme }))))(
  'focus ring, primary $colour, $theme theme',
  ({ colour, theme }) => {
    it('reaches 3:1 against the page and the sections', () => {
      const focus = brandPalette({ primaryColor: colour }).focus[theme];
      expect(ratio(focus, PAGE[theme].body)).toBeGreaterThanOrEqual(3);
      expect(ratio(focus, PAGE[theme].sections)).toBeGreaterThanOrEqual(3);
    });
  },
);

const cut = (r: number) => `${(Math.floor(r * 100) / 100).toFixed(2)}:1`;

describe('adjustments in plain words', () => {
  it('the demo blue: darker links on white, lighter ones on dark, black button text', () => {
    const p = brandPalette({ primaryColor: '#3b82f6', secondaryColor: '#64748b', accentColor: '#10b981' });
    const mine = p.adjustments.filter((a) => a.role === 'primary');
    expect(mine.map((a) => [a.kind, a.theme])).toEqual([
      ['text', 'light'],
      ['text', 'dark'],
      ['button-text', undefined],
    ]);
    const [light, dark, buttonText] = mine;
    // #3b82f6 is 3.68:1 on white (WebAIM), cut to 3.67.
    expect(light.message).toBe(
      `Primary colour #3b82f6 is 3.67:1 on white; links and text use it adjusted to ${light.to} (${cut(ratio(light.to, '#ffffff'))} on white, ${cut(ratio(light.to, '#f8f9fa'))} on light grey).`,
    );
    expect(luminance(light.to)).toBeLessThan(luminance('#3b82f6'));
    expect(dark.message).toMatch(
      /^In the dark theme, primary colour #3b82f6 is 4\.19:1 on the dark background; links and text use it adjusted to #[0-9a-f]{6} /,
    );
    expect(luminance(dark.to)).toBeGreaterThan(luminance('#3b82f6'));
    expect(buttonText.message).toBe(`White text on the primary button is 3.67:1; it uses black text (${cut(ratio('#000000', '#3b82f6'))}).`);
    // The demo grey reads on white and light grey (4.76:1, 4.51:1): used as chosen there.
    expect(p.adjustments.some((a) => a.role === 'secondary' && a.theme === 'light')).toBe(false);
  });

  it('yellow #ffeb3b and light grey #cccccc: adjusted on white, kept on dark', () => {
    for (const colour of ['#ffeb3b', '#cccccc']) {
      const { adjustments } = brandPalette({ primaryColor: colour });
      const mine = adjustments.filter((a) => a.role === 'primary');
      expect(mine.map((a) => a.kind)).toEqual(['text', 'button-text']);
      expect(mine[0].message).toContain(
        `Primary colour ${colour} is ${cut(ratio(colour, '#ffffff'))} on white; links and text use it adjusted to ${mine[0].to}`,
      );
      expect(mine[1].message).toBe(
        `White text on the primary button is ${cut(ratio('#ffffff', colour))}; it uses black text (${cut(ratio('#000000', colour))}).`,
      );
    }
  });

  it('a colour that reads on white but not on the light grey says so', () => {
    // #757575 is 4.60:1 on white, 4.36:1 on #f8f9fa.
    const [a] = brandPalette({ accentColor: '#757575' }).adjustments.filter((x) => x.role === 'accent');
    expect(a.message).toMatch(/^Accent colour #757575 is 4\.6\d:1 on white but 4\.3\d:1 on light grey; links and text use it adjusted to #[0-9a-f]{6} /);
  });

  it('black needs nothing on white; on the dark theme its text is lightened', () => {
    const mine = brandPalette({ primaryColor: '#000000' }).adjustments.filter((a) => a.role === 'primary');
    expect(mine.map((a) => a.theme)).toEqual(['dark']);
    expect(ratio(mine[0].to, '#212529')).toBeGreaterThan(4.5);
  });

  it('a malformed colour falls back to the default', () => {
    expect(brandPalette({ primaryColor: 'blue' }).primary.brand).toBe('#3b82f6');
    expect(brandPalette({ primaryColor: '#FFF' }).primary.brand).toBe('#ffffff');
  });
});

describe('themeForBackground', () => {
  it('names the theme whose shades read on a part of the page with its own background', () => {
    expect(themeForBackground('#ffffff')).toBe('light');
    expect(themeForBackground('#ffeb3b')).toBe('light');
    expect(themeForBackground('#1f2937')).toBe('dark');
    expect(themeForBackground('#0b1220')).toBe('dark');
    expect(themeForBackground('not a colour')).toBeUndefined();
  });
});
