import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio, leastMoveToContrast, mix, relativeLuminance, textOn } from './contrast';

describe('contrastRatio', () => {
  // Published values (WebAIM's contrast checker, WCAG's own examples).
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
    ['#3b82f6', '#ffffff', 3.68],
    ['#ffff00', '#ffffff', 1.07],
    ['#cccccc', '#ffffff', 1.61],
    ['#ffff00', '#000000', 19.56],
    ['#212529', '#ffffff', 15.43],
  ])('%s on %s is %s:1', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(expected, 2);
  });

  it('reads three-digit and upper-case hex codes', () => {
    expect(contrastRatio('#FFF', '#000')).toBe(21);
    expect(relativeLuminance('#F00')).toBeCloseTo(0.2126, 4);
  });
});

describe('formatRatio', () => {
  it('cuts to two decimals, never rounding a failing ratio up to a passing one', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});

describe('leastMoveToContrast', () => {
  it('keeps a colour that already reads', () => {
    expect(leastMoveToContrast('#000000', ['#ffffff'], '#000000')).toBe('#000000');
  });

  it('moves only as far as needed: one step less falls short', () => {
    const moved = leastMoveToContrast('#ffeb3b', ['#ffffff'], '#000000');
    expect(contrastRatio(moved, '#ffffff')).toBeGreaterThan(4.5);
    // The shades between the colour and the result (less moved) all fall short.
    const weight = [...Array(1001).keys()].find((k) => mix('#ffeb3b', '#000000', k / 1000) === moved)! / 1000;
    expect(contrastRatio(mix('#ffeb3b', '#000000', weight - 0.002), '#ffffff')).toBeLessThanOrEqual(4.5);
  });
});

describe('textOn', () => {
  it('picks white where it reads, black elsewhere', () => {
    expect(textOn('#0b5ed7')).toBe('#ffffff');
    expect(textOn('#ffeb3b')).toBe('#000000');
    // #3b82f6 gives white 3.68:1 only.
    expect(textOn('#3b82f6')).toBe('#000000');
  });
});
