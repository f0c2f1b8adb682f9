import { describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import { draftFromConfig } from './draft-from-config';
import { MAX_LINES, newLineDraft, newPlanDraft, toConfigInput, type LineDraft, type Plan, type PricingConfig } from './pricing-draft';
import { hasErrors, MESSAGES, tooManyLines, validateDraft } from './pricing-validation';

const config = demoData.pricingConfigs[0];
const withPlans = (plans: Partial<Plan>[]): PricingConfig => ({ ...config, plans: plans.map((p, i) => ({ _id: `p${i}`, name: `Plan ${i}`, ...p }) as Plan) });

describe('draftFromConfig', () => {
  it('starts a blank, active configuration when there is none', () => {
    const draft = draftFromConfig(null);
    expect(draft).toMatchObject({ _id: undefined, title: '', plans: [], rest: { isActive: true, layout: 'horizontal-scroll', faqs: [] } });
  });

  it('turns the legacy shapes into an option list', () => {
    const draft = draftFromConfig(
      withPlans([{ pricingOptions: { value: 149, format: 'per_case' } }, { price: 'From $1,199', cta: { text: 'Book a call' } }, { price: 650 }, {}]),
    );
    const [single, text, numeric, none] = draft.plans;
    expect(single.options).toMatchObject([{ value: '149', format: 'per_case', displayText: '' }]);
    expect(text.options).toMatchObject([{ value: '1199', format: 'fixed' }]);
    expect(text.legacyPrice).toBe('From $1,199');
    expect(text.buttonText).toBe('Book a call');
    expect(numeric.options).toMatchObject([{ value: '650', format: 'fixed' }]);
    expect(none.options).toEqual([]);
    expect(none.buttonText).toBe('Get Started');
    expect(hasErrors(validateDraft(draft))).toBe(true);
    expect(validateDraft(draft).plans[none.key].options).toBe(MESSAGES.noOptions);
  });

  it('sorts plans by order and reads isActive / isPopular as the product defines them', () => {
    const draft = draftFromConfig(
      withPlans([
        { order: 2, isPopular: undefined },
        { order: 1, isActive: undefined },
      ]),
    );
    expect(draft.plans.map((p) => p.order)).toEqual(['1', '2']);
    expect(draft.plans[0].isActive).toBe(true);
    expect(draft.plans[1].isPopular).toBe(false);
  });
});

describe('toConfigInput', () => {
  it('keeps the fields the screen does not edit and drops the legacy ones', () => {
    const draft = draftFromConfig(withPlans([{ price: 99, cta: { text: 'Go' }, features: ['A'], badge: { text: 'Hot' } }]));
    const input = toConfigInput(draft);
    expect(input.faqs).toEqual(config.faqs);
    expect(input.plans?.[0]).toMatchObject({
      _id: 'p0',
      features: ['A'],
      badge: { text: 'Hot' },
      buttonText: 'Go',
      pricingOptions: [{ value: 99, format: 'fixed', displayText: '' }],
    });
    expect(input.plans?.[0]).not.toHaveProperty('price');
    expect(input.plans?.[0]).not.toHaveProperty('cta');
  });

  it('turns non-numeric values into 0 and orders into 1', () => {
    const plan = { ...newPlanDraft(0), name: 'New', order: '' };
    plan.options[0].value = 'abc';
    const input = toConfigInput({ ...draftFromConfig(null), title: 'T', plans: [plan] });
    expect(input.plans?.[0]).toMatchObject({ order: 1, buttonText: 'Get Started', isActive: true, isPopular: false, pricingOptions: [{ value: 0 }] });
    expect(input.plans?.[0]).not.toHaveProperty('_id');
  });
});

const texts = (lines: LineDraft[]) => lines.map((l) => l.text);
const line = (text: string): LineDraft => ({ ...newLineDraft(), text });

describe('plan card texts (features, limitations, highlights, badge)', () => {
  it('loads them into the draft, in their stored order', () => {
    const draft = draftFromConfig(
      withPlans([{ features: ['A', 'B'], limitations: ['No C'], highlights: ['Best for D'], isPopular: true, badge: { text: 'Hot' } }, {}]),
    );
    const [full, bare] = draft.plans;
    expect(texts(full.features)).toEqual(['A', 'B']);
    expect(texts(full.limitations)).toEqual(['No C']);
    expect(texts(full.highlights)).toEqual(['Best for D']);
    expect(full.badgeText).toBe('Hot');
    expect(full.rest).not.toHaveProperty('features');
    expect(full.rest).not.toHaveProperty('badge');
    // Each line has its own key, so the list can reorder them.
    expect(new Set(full.features.map((l) => l.key)).size).toBe(2);
    expect(bare).toMatchObject({ features: [], limitations: [], highlights: [], badgeText: '' });
    expect(newPlanDraft(0)).toMatchObject({ features: [], limitations: [], highlights: [], badgeText: '' });
  });

  it('saves the edited lines trimmed, in the order shown, blank ones left out', () => {
    const draft = draftFromConfig(withPlans([{ features: ['A', 'B'], limitations: ['No C'], highlights: ['Old'], badge: { text: 'Hot' } }]));
    const [plan] = draft.plans;
    plan.features = [plan.features[1], line('  New feature  '), line('   '), plan.features[0]];
    plan.limitations = [];
    plan.highlights = [{ ...plan.highlights[0], text: 'Edited' }];
    plan.isPopular = true;
    plan.badgeText = ' Best value ';
    expect(toConfigInput(draft).plans?.[0]).toMatchObject({
      features: ['B', 'New feature', 'A'],
      limitations: [],
      highlights: ['Edited'],
      isPopular: true,
      badge: { text: 'Best value' },
    });
  });

  it('stores no badge when its text is emptied (a popular plan then shows Recommended)', () => {
    const draft = draftFromConfig(withPlans([{ isPopular: true, badge: { text: 'Hot' } }]));
    draft.plans[0].badgeText = '  ';
    const input = toConfigInput(draft).plans?.[0];
    expect(input).toMatchObject({ isPopular: true });
    expect(input).not.toHaveProperty('badge');
  });

  it('refuses an over-long line, too many lines and an over-long badge, naming each', () => {
    const draft = draftFromConfig(
      withPlans([
        {
          pricingOptions: [{ value: 1, format: 'fixed' }],
          features: ['ok', 'x'.repeat(201)],
          limitations: Array.from({ length: MAX_LINES + 1 }, (_, i) => `L${i}`),
          badge: { text: 'b'.repeat(31) },
        },
      ]),
    );
    const [plan] = draft.plans;
    const errors = validateDraft(draft).plans[plan.key];
    expect(errors.line).toEqual({ [plan.features[1].key]: 'Feature 2 must be 200 characters or fewer' });
    expect(errors.limitations).toBe(tooManyLines('Limitations'));
    expect(errors.limitations).toBe('A plan can have at most 30 limitations');
    expect(errors.features).toBeUndefined();
    expect(errors.badgeText).toBe('Badge text must be 30 characters or fewer');
    // A line of exactly 200 characters is fine.
    plan.features[1].text = 'x'.repeat(200);
    plan.limitations = plan.limitations.slice(0, MAX_LINES);
    plan.badgeText = 'b'.repeat(30);
    expect(hasErrors(validateDraft(draft))).toBe(false);
  });
});
