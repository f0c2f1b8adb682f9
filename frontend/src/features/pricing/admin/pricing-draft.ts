// The editable copy of a pricing configuration (docs/product/content.md and states.md), its defaults, and the body it becomes on
// save. Fields this screen does not edit are kept and sent back.
import type { components } from '@shared/contract/schema';
import { FORMAT_SUFFIX } from '@/features/pricing/pricing-logic';

type S = components['schemas'];
export type PricingConfig = S['PricingConfig'];
export type Plan = S['Plan'];
export type PricingFormat = S['PricingFormat'];

/** The formats the admin screen offers (docs/product/content.md). */
export const ADMIN_FORMATS: PricingFormat[] = ['fixed', 'per_month', 'per_hour', 'per_case', 'percentage'];
export const MAX_OPTIONS = 2;
/** openapi.yaml: a configuration holds at most 20 plans. */
export const MAX_PLANS = 20;
export const DEFAULT_BUTTON_TEXT = 'Get Started';
/** openapi.yaml PlanFields: features, limitations and highlights hold at most 30 lines of 200 characters. */
export const MAX_LINES = 30;

/** The plan's lists of lines shown on its public card, with the names the editor gives them. */
export const PLAN_LISTS = [
  { field: 'features', title: 'Features', item: 'Feature' },
  { field: 'limitations', title: 'Limitations', item: 'Limitation' },
  { field: 'highlights', title: 'Highlights', item: 'Highlight' },
] as const;
export type PlanListField = (typeof PLAN_LISTS)[number]['field'];

/** One line of a list (a feature, a limitation or a highlight), with a local key for React. */
export interface LineDraft {
  key: string;
  text: string;
}

export interface OptionDraft {
  key: string;
  /** As typed; non-numeric becomes 0 (on leaving the field, and on save). */
  value: string;
  /** '' when a stored option has no format the contract knows. */
  format: PricingFormat | '';
  displayText: string;
}

type EditedPlanField =
  '_id' | 'name' | 'description' | 'buttonText' | 'order' | 'isActive' | 'isPopular' | 'pricingOptions' | 'price' | 'cta' | PlanListField | 'badge';

export interface PlanDraft extends Record<PlanListField, LineDraft[]> {
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
  /** The badge a popular plan shows; empty shows 'Recommended' (docs/product/screens.md, Pricing). */
  badgeText: string;
  /** A legacy text price (e.g. 'From $149') that was turned into the first option. */
  legacyPrice?: string;
  /** Billing period and the like: not edited here, sent back as they came. */
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

/** A number as typed, or 0 (docs/product/validation.md: non-numeric becomes 0). */
export const toValue = (typed: string): number => (typed.trim() !== '' && Number.isFinite(Number(typed)) ? Number(typed) : 0);
/** An order as typed, or 1 (docs/product/validation.md: non-numeric becomes 1). */
export const toOrder = (typed: string): number => (typed.trim() !== '' && Number.isFinite(Number(typed)) ? Number(typed) : 1);

/** Changing the format fills the display text with the format's own suffix (docs/product/states.md). */
export const displayTextFor = (format: PricingFormat | ''): string => (format ? FORMAT_SUFFIX[format] : '');

/** Stored lines as editable ones (anything that is not text is left out). */
export const linesOf = (texts: unknown): LineDraft[] =>
  Array.isArray(texts) ? texts.filter((t): t is string => typeof t === 'string').map((text) => ({ key: newKey('line'), text })) : [];

export const newLineDraft = (): LineDraft => ({ key: newKey('line'), text: '' });

/** The lines as saved: trimmed, blank ones left out. */
export const textsOf = (lines: LineDraft[]): string[] => lines.map((l) => l.text.trim()).filter(Boolean);

export function newOptionDraft(): OptionDraft {
  return { key: newKey('option'), value: '0', format: 'fixed', displayText: '' };
}

/** docs/product/states.md: one option (0, fixed, no display text), 'Get Started', order count + 1, active, not popular. */
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
    features: [],
    limitations: [],
    highlights: [],
    badgeText: '',
    rest: {},
  };
}

function toPlanInput(plan: PlanDraft): S['PlanInput'] {
  const badge = plan.badgeText.trim();
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
    features: textsOf(plan.features),
    limitations: textsOf(plan.limitations),
    highlights: textsOf(plan.highlights),
    // No badge text: none is stored, and a popular plan shows 'Recommended'.
    ...(badge ? { badge: { text: badge } } : {}),
  };
}

/** The body for create or update; the server sets createdBy / lastModifiedBy from the token (ADR 0013). */
export function toConfigInput(draft: PricingDraft): S['PricingConfigInput'] {
  return {
    ...draft.rest,
    title: draft.title.trim(),
    subtitle: draft.subtitle.trim(),
    description: draft.description.trim(),
    plans: draft.plans.map(toPlanInput),
  };
}
