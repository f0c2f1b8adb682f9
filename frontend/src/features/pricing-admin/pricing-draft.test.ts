import { describe, expect, it } from 'vitest';
import { demoData } from '@mocks/data';
import { draftFromConfig } from './draft-from-config';
import { newPlanDraft, toConfigInput, type Plan, type PricingConfig } from './pricing-draft';
import { hasErrors, MESSAGES, validateDraft } from './pricing-validation';

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

  it('sorts plans by order and reads isActive / isPopular as the spec says', () => {
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
