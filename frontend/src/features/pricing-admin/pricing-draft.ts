// The editable copy of a pricing configuration (spec sections 3 and 4), its defaults, and the body it becomes on
// save. Fields this screen does not edit are kept and sent back.
import type { components } from '@contract/schema';
import { FORMAT_SUFFIX } from '@/features/pricing/pricing-logic';

type S = components['schemas'];
export type PricingConfig = S['PricingConfig'];
export type Plan = S['Plan'];
export type PricingFormat = S['PricingFormat'];

/** The formats the admin screen offers (spec section 3). */
export const ADMIN_FORMATS: PricingFormat[] = ['fixed', 'per_month', 'per_hour', 'per_case', 'percentage'];
export const MAX_OPTIONS = 2;
/** openapi.yaml: a configuration holds at most 20 plans. */
export const MAX_PLANS = 20;
export const DEFAULT_BUTTON_TEXT = 'Get Started';

export interface OptionDraft {
  key: string;
  /** As typed; non-numeric becomes 0 (on leaving the field, and on save). */
  value: string;
  /** '' when a stored option has no format the contract knows. */
  format: PricingFormat | '';
  displayText: string;
}

type EditedPlanField = '_id' | 'name' | 'description' | 'buttonText' | 'order' | 'isActive' | 'isPopular' | 'pricingOptions' | 'price' | 'cta';

export interface PlanDraft {
  key: string;
  _id?: string;
  name: string;
  options: OptionDraft[];
  description: string;
  buttonText: string;
  /** As typed; non-numeric becomes 1. */
  order: string;
  isActive: boolean;
  isPopular: boolean;
  /** A legacy text price (e.g. 'From $149') that was turned into the first option. */
  legacyPrice?: string;
  /** Features, limitations, badge and the like: not edited here, sent back as they came. */
  rest: Omit<Plan, EditedPlanField>;
}

export interface PricingDraft {
  _id?: string;
  title: string;
  subtitle: string;
  description: string;
  plans: PlanDraft[];
  rest: Pick<PricingConfig, 'backgroundColor' | 'layout' | 'showComparison' | 'isActive' | 'faqs'>;
}

let nextKey = 1;
export const newKey = (prefix: string) => `${prefix}-${nextKey++}`;

/** A number as typed, or 0 (spec section 5: non-numeric becomes 0). */
export const toValue = (typed: string): number => (typed.trim() !== '' && Number.isFinite(Number(typed)) ? Number(typed) : 0);
/** An order as typed, or 1 (spec section 5: non-numeric becomes 1). */
export const toOrder = (typed: string): number => (typed.trim() !== '' && Number.isFinite(Number(typed)) ? Number(typed) : 1);

/** Changing the format fills the display text with the format's own suffix (spec section 4). */
export const displayTextFor = (format: PricingFormat | ''): string => (format ? FORMAT_SUFFIX[format] : '');

export function newOptionDraft(): OptionDraft {
  return { key: newKey('option'), value: '0', format: 'fixed', displayText: '' };
}

/** Spec section 4: one option (0, fixed, no display text), 'Get Started', order count + 1, active, not popular. */
export function newPlanDraft(count: number): PlanDraft {
  return {
    key: newKey('plan'),
    name: '',
    options: [newOptionDraft()],
    description: '',
    buttonText: DEFAULT_BUTTON_TEXT,
    order: String(count + 1),
    isActive: true,
    isPopular: false,
    rest: {},
  };
}

function toPlanInput(plan: PlanDraft): S['PlanInput'] {
  return {
    ...plan.rest,
    ...(plan._id ? { _id: plan._id } : {}),
    name: plan.name.trim(),
    description: plan.description.trim(),
    pricingOptions: plan.options.map((o) => ({ value: toValue(o.value), format: o.format || 'fixed', displayText: o.displayText.trim() })),
    buttonText: plan.buttonText.trim() || DEFAULT_BUTTON_TEXT,
    order: toOrder(plan.order),
    isActive: plan.isActive,
    isPopular: plan.isPopular,
  };
}

/** The body for create or update; the server sets createdBy / lastModifiedBy from the token (DECISIONS 7). */
export function toConfigInput(draft: PricingDraft): S['PricingConfigInput'] {
  return {
    ...draft.rest,
    title: draft.title.trim(),
    subtitle: draft.subtitle.trim(),
    description: draft.description.trim(),
    plans: draft.plans.map(toPlanInput),
  };
}
