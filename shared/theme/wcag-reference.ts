// For the tests only: a second, independent WCAG 2.x contrast ratio written from the definition
// (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance), so the tests do not check contrast.ts with itself.

export function referenceLuminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const lin = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : Math.pow((v / 255 + 0.055) / 1.055, 2.4));
  return 0.2126 * lin((n >> 16) & 255) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
}

/** Six-digit hex codes only. */
export function referenceRatio(a: string, b: string): number {
  const la = referenceLuminance(a);
  const lb = referenceLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
