// Loading: a stored configuration becomes the editable draft (docs/product/content.md and states.md). Older plan shapes (a plain
// price, a single option object, cta.text) are read with the public pricing feature's rules and become the list.
import { buttonTextOf, FORMAT_SUFFIX, optionsOf } from '@/features/pricing/pricing-logic';
import { linesOf, newKey, newOptionDraft, toValue, type OptionDraft, type Plan, type PlanDraft, type PricingConfig, type PricingDraft } from './pricing-draft';

/** The first number in a legacy text price ('From $1,499' gives 1499), or 0. */
const numberIn = (text: string): number => Number(/\d+(?:\.\d+)?/.exec(text.replace(/,/g, ''))?.[0] ?? 0);

/** The plan's options, or its legacy plain price as one fixed option, or none (the empty state). */
function optionDraftsOf(plan: Plan): Pick<PlanDraft, 'options' | 'legacyPrice'> {
  const stored = optionsOf(plan);
  if (stored.length) {
    // Older data may hold a numeric text value or a format the contract does not know.
    const options = stored.map((o): OptionDraft => ({
      key: newKey('option'),
      value: String(toValue(String(o.value ?? ''))),
      format: typeof o.format === 'string' && o.format in FORMAT_SUFFIX ? o.format : '',
      displayText: o.displayText ?? '',
    }));
    return { options };
  }
  const { price } = plan;
  if (typeof price === 'number' && Number.isFinite(price)) return { options: [{ ...newOptionDraft(), value: String(price) }] };
  if (typeof price === 'string' && price.trim()) {
    const text = price.trim();
    return { options: [{ ...newOptionDraft(), value: String(numberIn(text)) }], legacyPrice: /^\d+(\.\d+)?$/.test(text) ? undefined : text };
  }
  return { options: [] };
}

function planDraftOf(plan: Plan, index: number): PlanDraft {
  const {
    _id,
    name,
    description,
    order,
    isActive,
    isPopular,
    features,
    limitations,
    highlights,
    badge,
    pricingOptions: _o,
    price: _p,
    cta: _c,
    buttonText: _b,
    ...rest
  } = plan;
  return {
    key: _id ?? newKey('plan'),
    _id,
    name: name ?? '',
    ...optionDraftsOf(plan),
    description: description ?? '',
    buttonText: buttonTextOf(plan),
    order: String(typeof order === 'number' ? order : index + 1),
    isActive: isActive !== false,
    isPopular: isPopular === true,
    features: linesOf(features),
    limitations: linesOf(limitations),
    highlights: linesOf(highlights),
    badgeText: badge?.text ?? '',
    rest,
  };
}

const rank = (p: Plan) => (typeof p.order === 'number' ? p.order : Number.POSITIVE_INFINITY);

/** The editable copy of a stored configuration, plans by order; none gives a blank one (create mode). */
export function draftFromConfig(config?: PricingConfig | null): PricingDraft {
  return {
    _id: config?._id,
    title: config?.title ?? '',
    subtitle: config?.subtitle ?? '',
    description: config?.description ?? '',
    plans: [...(config?.plans ?? [])].sort((a, b) => rank(a) - rank(b)).map(planDraftOf),
    rest: {
      backgroundColor: config?.backgroundColor ?? 'bg-gray-50',
      layout: config?.layout ?? 'horizontal-scroll',
      showComparison: config?.showComparison ?? false,
      isActive: config?.isActive ?? true,
      faqs: config?.faqs ?? [],
    },
  };
}
