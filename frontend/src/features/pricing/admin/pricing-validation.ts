// docs/product/validation.md (Pricing). docs/product/messages.md gives no messages for these rules; each names its field.
import { MAX_LINES, MAX_OPTIONS, PLAN_LISTS, type OptionDraft, type PlanDraft, type PlanListField, type PricingDraft } from './pricing-draft';

/** Limits from docs/product/validation.md and limits.md; a list line and the badge text from openapi.yaml (PlanFields). */
export const LIMITS = {
  title: 100,
  subtitle: 200,
  description: 500,
  planName: 50,
  planDescription: 200,
  buttonText: 50,
  displayText: 20,
  line: 200,
  badgeText: 30,
} as const;

export const MESSAGES = {
  titleRequired: 'Section title is required',
  planNameRequired: 'Plan name is required',
  formatRequired: 'Pricing format is required',
  valueNotNegative: 'Price value must be 0 or more',
  valueDecimals: 'Price value can have at most 2 decimal places',
  orderInvalid: 'Order must be a whole number of 1 or more',
  noOptions: 'Add at least one pricing option',
  tooManyOptions: `A plan can have at most ${MAX_OPTIONS} pricing options`,
  summary: 'Please fix the highlighted fields before saving.',
} as const;

const tooLong = (field: string, limit: number) => `${field} must be ${limit} characters or fewer`;
/** For a list that came longer than the contract allows (the editor stops adding at the limit). */
export const tooManyLines = (title: string) => `A plan can have at most ${MAX_LINES} ${title.toLowerCase()}`;

export type OptionErrors = Partial<Record<'value' | 'format' | 'displayText', string>>;
export interface PlanErrors extends Partial<Record<PlanListField, string>> {
  name?: string;
  description?: string;
  buttonText?: string;
  order?: string;
  options?: string;
  badgeText?: string;
  option: Record<string, OptionErrors>;
  /** Over-long lines of the features, limitations and highlights, by line key. */
  line: Record<string, string>;
}
export interface DraftErrors {
  title?: string;
  subtitle?: string;
  description?: string;
  plans: Record<string, PlanErrors>;
}

const clean = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

function validateOption(o: OptionDraft): OptionErrors {
  const n = Number(o.value);
  const typed = o.value.trim() !== '' && Number.isFinite(n);
  return clean({
    value: typed && n < 0 ? MESSAGES.valueNotNegative : typed && Math.abs(n * 100 - Math.round(n * 100)) > 1e-6 ? MESSAGES.valueDecimals : undefined,
    format: o.format ? undefined : MESSAGES.formatRequired,
    displayText: o.displayText.length > LIMITS.displayText ? tooLong('Display text', LIMITS.displayText) : undefined,
  });
}

function validateLists(p: PlanDraft) {
  const line: Record<string, string> = {};
  const lists: Partial<Record<PlanListField, string>> = {};
  for (const { field, title, item } of PLAN_LISTS) {
    p[field].forEach((l, i) => {
      if (l.text.length > LIMITS.line) line[l.key] = tooLong(`${item} ${i + 1}`, LIMITS.line);
    });
    if (p[field].length > MAX_LINES) lists[field] = tooManyLines(title);
  }
  return { line, lists };
}

function validatePlan(p: PlanDraft): PlanErrors | undefined {
  const order = Number(p.order);
  const option: Record<string, OptionErrors> = {};
  for (const o of p.options) {
    const e = validateOption(o);
    if (Object.keys(e).length) option[o.key] = e;
  }
  const { line, lists } = validateLists(p);
  const errors = clean({
    ...lists,
    name: !p.name.trim() ? MESSAGES.planNameRequired : p.name.length > LIMITS.planName ? tooLong('Plan name', LIMITS.planName) : undefined,
    description: p.description.length > LIMITS.planDescription ? tooLong('Plan description', LIMITS.planDescription) : undefined,
    buttonText: p.buttonText.length > LIMITS.buttonText ? tooLong('Button text', LIMITS.buttonText) : undefined,
    order: p.order.trim() !== '' && Number.isFinite(order) && !(Number.isInteger(order) && order >= 1) ? MESSAGES.orderInvalid : undefined,
    options: p.options.length === 0 ? MESSAGES.noOptions : p.options.length > MAX_OPTIONS ? MESSAGES.tooManyOptions : undefined,
    badgeText: p.badgeText.length > LIMITS.badgeText ? tooLong('Badge text', LIMITS.badgeText) : undefined,
  });
  const found = [errors, option, line].some((e) => Object.keys(e).length > 0);
  return found ? { ...errors, option, line } : undefined;
}

export function validateDraft(draft: PricingDraft): DraftErrors {
  const plans: Record<string, PlanErrors> = {};
  for (const p of draft.plans) {
    const e = validatePlan(p);
    if (e) plans[p.key] = e;
  }
  return {
    ...clean({
      title: !draft.title.trim() ? MESSAGES.titleRequired : draft.title.length > LIMITS.title ? tooLong('Section title', LIMITS.title) : undefined,
      subtitle: draft.subtitle.length > LIMITS.subtitle ? tooLong('Subtitle', LIMITS.subtitle) : undefined,
      description: draft.description.length > LIMITS.description ? tooLong('Description', LIMITS.description) : undefined,
    }),
    plans,
  };
}

export const hasErrors = (e: DraftErrors) => !!(e.title || e.subtitle || e.description) || Object.keys(e.plans).length > 0;
