// WCAG 2.x colour contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio) on hex colours, and the two
// moves the theme makes: toward black or white (Bootstrap's shade-color and tint-color).

export type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** WCAG's thresholds: normal text (1.4.3) and large text or user-interface graphics (1.4.3, 1.4.11). */
export const TEXT_RATIO = 4.5;
export const GRAPHIC_RATIO = 3;

export const BLACK = '#000000';
export const WHITE = '#ffffff';

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

/** '#abc' or '#aabbcc' (any case) as '#aabbcc'. */
export function normalizeHex(hex: string): string {
  const h = hex.toLowerCase();
  return h.length === 4 ? `#${h[1]}${h[1]}${h[2]}${h[2]}${h[3]}${h[3]}` : h;
}

export function hexToRgb(hex: string): Rgb {
  const h = normalizeHex(hex);
  return [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
}

export function rgbToHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.min(255, Math.max(0, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** From 1 (same luminance) to 21 (black on white); the order of the two colours does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * True when the ratio reaches `min`. Strictly above, as axe-core counts it, so a colour this accepts is never
 * one axe reports.
 */
export const reaches = (ratio: number, min: number) => ratio > min;

/** `color` moved toward `target` by `weight` (0: unchanged, 1: the target), channel by channel in sRGB. */
export function mix(color: string, target: string, weight: number): string {
  const c = hexToRgb(color);
  const t = hexToRgb(target);
  return rgbToHex([c[0] + (t[0] - c[0]) * weight, c[1] + (t[1] - c[1]) * weight, c[2] + (t[2] - c[2]) * weight]);
}

/** Bootstrap's shade-color and tint-color. */
export const shade = (color: string, weight: number) => mix(color, BLACK, weight);
export const tint = (color: string, weight: number) => mix(color, WHITE, weight);

/** A ratio as people read it, '4.52:1'; cut (not rounded) to two decimals, as axe-core reports it. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/**
 * The least move of `color` toward `target` (black or white, in steps of 0.1 %) after which it reaches `min`
 * against every one of `backgrounds`; `color` itself when it already does.
 */
export function leastMoveToContrast(color: string, backgrounds: string[], target: string, min = TEXT_RATIO): string {
  const passes = (c: string) => backgrounds.every((bg) => reaches(contrastRatio(c, bg), min));
  if (passes(color)) return normalizeHex(color);
  // Moving toward black (white) only lowers (raises) the luminance, so the test flips once: search for it.
  let lo = 0;
  let hi = 1000;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (passes(mix(color, target, mid / 1000))) hi = mid;
    else lo = mid + 1;
  }
  return mix(color, target, lo / 1000);
}

/** Black or white text on `background`: white when it reaches `min` (Bootstrap's preference), black otherwise. */
export function textOn(background: string, min = TEXT_RATIO): typeof BLACK | typeof WHITE {
  // One of the two always reaches 4.5:1: white fails only above luminance 0.1833, where black gives 4.67:1.
  return reaches(contrastRatio(WHITE, background), min) ? WHITE : BLACK;
}
