import { describe, expect, it } from 'vitest';
import type { components } from '@shared/contract/schema';
import { DEFAULT_PLANS } from './default-plans';
import {
  badgeTextOf,
  buttonTextOf,
  clampDescription,
  formatOption,
  loopPlans,
  priceLines,
  stepStart,
  toPlanView,
  visiblePlans,
  wrapScroll,
} from './pricing-logic';

type Plan = components['schemas']['Plan'];

/** A plan as an older record may hold it: defaults absent. */
const plan = (fields: Partial<Plan> & { name: string }): Plan => ({ _id: fields.name, ...fields }) as Plan;

describe('visiblePlans', () => {
  it('keeps plans whose isActive is not false, sorted by order', () => {
    const plans = [
      plan({ name: 'C', order: 3 }),
      plan({ name: 'Off', order: 1, isActive: false }),
      plan({ name: 'A', order: 1, isActive: true }),
      plan({ name: 'No order' }),
      plan({ name: 'B', order: 2 }),
    ];
    expect(visiblePlans(plans).map((p) => p.name)).toEqual(['A', 'B', 'C', 'No order']);
  });

  it('tolerates a missing list', () => {
    expect(visiblePlans(undefined)).toEqual([]);
  });
});

describe('price lines', () => {
  it('shows each format with its own display text when the option has none', () => {
    expect(formatOption({ value: 890, format: 'per_month' }).label).toBe('$890/month');
    expect(formatOption({ value: 95, format: 'per_hour' }).label).toBe('$95/hr');
    expect(formatOption({ value: 149, format: 'per_case' }).label).toBe('$149/case');
    expect(formatOption({ value: 15, format: 'percentage' }).label).toBe('15%');
    expect(formatOption({ value: 1500, format: 'fixed' }).label).toBe('$1,500');
    expect(formatOption({ value: 12.5, format: 'currency' }).label).toBe('$12.50');
  });

  it("prefers the option's display text, spaced when it is a word", () => {
    expect(formatOption({ value: 690, format: 'per_case', displayText: '/arch' }).label).toBe('$690/arch');
    expect(formatOption({ value: 1500, format: 'fixed', displayText: 'one-time setup' }).label).toBe('$1,500 one-time setup');
  });

  it('reads a single legacy option object as a one-item list', () => {
    const legacy = { value: 149, format: 'per_case' } as unknown as Plan['pricingOptions'];
    expect(priceLines({ pricingOptions: legacy }).map((l) => l.label)).toEqual(['$149/case']);
  });

  it('falls back to a plain numeric or text price', () => {
    expect(priceLines({ price: 650 }).map((l) => l.label)).toEqual(['$650']);
    expect(priceLines({ price: '199' }).map((l) => l.label)).toEqual(['$199']);
    expect(priceLines({ price: 'From $149' }).map((l) => l.label)).toEqual(['From $149']);
    expect(priceLines({ pricingOptions: [], price: 99 }).map((l) => l.label)).toEqual(['$99']);
    expect(priceLines({})).toEqual([]);
  });
});

describe('button text and badge', () => {
  it('uses buttonText, then cta.text, then Get Started', () => {
    expect(buttonTextOf({ buttonText: 'Choose Pro', cta: { text: 'Old' } })).toBe('Choose Pro');
    expect(buttonTextOf({ cta: { text: 'Book a call' } })).toBe('Book a call');
    expect(buttonTextOf({ buttonText: '  ' })).toBe('Get Started');
    expect(buttonTextOf({})).toBe('Get Started');
  });

  it("shows a popular plan's badge text, or Recommended; never a badge on other plans", () => {
    expect(badgeTextOf({ isPopular: true, badge: { text: 'Most Popular' } })).toBe('Most Popular');
    expect(badgeTextOf({ isPopular: true })).toBe('Recommended');
    expect(badgeTextOf({ isPopular: true, badge: { text: '' } })).toBe('Recommended');
    expect(badgeTextOf({ isPopular: false, badge: { text: 'Most Popular' } })).toBeUndefined();
    expect(badgeTextOf({ badge: { text: 'Most Popular' } })).toBeUndefined();
  });

  it('builds a card view from a legacy plan', () => {
    const view = toPlanView(plan({ name: 'Legacy', price: 'From $99', cta: { text: 'Ask us' }, features: ['One', ''] }));
    expect(view).toMatchObject({ name: 'Legacy', buttonText: 'Ask us', badgeText: undefined, features: ['One'], limitations: [] });
    expect(view.prices[0].label).toBe('From $99');
  });
});

describe('clampDescription', () => {
  it('leaves 120 characters or fewer alone', () => {
    const text = 'x'.repeat(120);
    expect(clampDescription(text)).toEqual({ text, clamped: false });
  });

  it('cuts longer text to at most 120 characters plus an ellipsis', () => {
    const text = 'Full-arch and grafting cases, including stackable guide sets for bone reduction, implant placement and immediate provisional fixation.';
    const { text: short, clamped } = clampDescription(text);
    expect(clamped).toBe(true);
    expect(short.endsWith('…')).toBe(true);
    expect(short.length).toBeLessThanOrEqual(121);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
  });
});

describe('looping', () => {
  it('triples the list when there is more than one plan', () => {
    expect(loopPlans(['a', 'b']).map((x) => `${x.copy}${x.item}`)).toEqual(['0a', '0b', '1a', '1b', '2a', '2b']);
    expect(loopPlans(['a'])).toEqual([{ item: 'a', copy: 0 }]);
    expect(loopPlans([])).toEqual([]);
  });

  it('holds only the middle copy until the carousel is live', () => {
    expect(loopPlans(['a', 'b'], { live: false }).map((x) => `${x.copy}${x.item}`)).toEqual(['1a', '1b']);
    expect(loopPlans(['a'], { live: false })).toEqual([{ item: 'a', copy: 0 }]);
  });

  it('wraps an auto-scroll position by one period, so the view does not change', () => {
    // 4 cards of 384 px: period 1536, three copies 4608 wide, a 1200 px viewport.
    const max = 4608 - 1200;
    expect(wrapScroll(2000, 1536, max)).toBe(2000);
    expect(wrapScroll(3072, 1536, max)).toBe(1536);
    expect(wrapScroll(-10, 1536, max)).toBe(1526);
    // Fewer cards than the viewport is wide: wrap at the end of the track instead.
    expect(wrapScroll(600, 400, 500)).toBe(200);
  });

  it('moves an arrow step by one period first when it would run past an end', () => {
    const max = 4608 - 1200;
    expect(stepStart(1536, 1, 1536, max)).toBe(1536);
    expect(stepStart(3200, 1, 1536, max)).toBe(1664);
    expect(stepStart(200, -1, 1536, max)).toBe(1736);
    expect(stepStart(200, -1, 0, max)).toBe(200);
  });
});

describe('default plans', () => {
  it('are Standard, Pro, Max and Max Enterprise, each with a price', () => {
    const views = visiblePlans(DEFAULT_PLANS).map(toPlanView);
    expect(views.map((v) => v.name)).toEqual(['Standard', 'Pro', 'Max', 'Max Enterprise']);
    for (const v of views) expect(v.prices.length).toBeGreaterThan(0);
  });
});
