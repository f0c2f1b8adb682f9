import { describe, expect, it } from 'vitest';
import { formatOption, planViewIn, toPlanView } from '@/features/pricing/pricing-logic';
import { articleDate } from '@/features/blog/blog-rules';
import { formatAmount, formatLongDate, formatPrice, localeOf } from './intl';

const NBSP = '\u00a0';

describe('dates, numbers and prices in the page language', () => {
  it('keep the English forms the pages always had', () => {
    expect(formatLongDate('2026-10-01T23:30:00.000Z')).toBe('October 1, 2026');
    expect(articleDate('2026-10-01T08:00:00.000Z')).toBe('1 October 2026');
    expect(formatPrice(1250)).toBe('$1,250');
    expect(formatPrice(99.5)).toBe('$99.50');
    expect(formatOption({ value: 15, format: 'percentage' }).label).toBe('15%');
    expect(localeOf('en', 'en-GB')).toBe('en-GB');
  });

  it('write German dates, numbers and prices the German way', () => {
    const de = localeOf('de');
    expect(formatLongDate('2026-10-01T23:30:00.000Z', de)).toBe('1. Oktober 2026');
    expect(articleDate('2026-03-05T08:00:00.000Z', de)).toBe('5. März 2026');
    expect(formatAmount(1250.5, de)).toBe('1.250,50');
    expect(formatPrice(1250, de)).toBe(`1.250${NBSP}$`);
    expect(formatPrice(349.9, de, 'EUR')).toBe(`349,90${NBSP}€`);
  });

  it('show a plan card with German prices on a German page', () => {
    const plan = {
      _id: 'p',
      name: 'Pro',
      buttonText: 'Choose Pro',
      isActive: true,
      isPopular: false,
      pricingOptions: [
        { value: 1490, format: 'per_month' as const },
        { value: 89.5, format: 'per_case' as const },
      ],
    };
    expect(toPlanView(plan).prices.map((p) => p.price)).toEqual(['$1,490', '$89.50']);
    expect(planViewIn('de', plan).prices.map((p) => p.price)).toEqual([`1.490${NBSP}$`, `89,50${NBSP}$`]);
  });
});
