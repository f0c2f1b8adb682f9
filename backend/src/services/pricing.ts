// What only pricing does; the rest of the kind is built by ordered-items.ts from its declaration
// (shared/content-kinds/pricing.ts): the FAQs, kept as JSON on the configuration's row (each with an id); a plan's
// fields other than its name, order and switches, kept whole in the plan row's `data` JSON so that an older shape
// (a single pricingOptions object, a plain price, cta.text) comes back as it was stored; and the public read showing
// only the active plans.
import type { components } from '@shared/contract/schema';
import { withIds } from '@shared/contract/new-records';
import { newId, parseJson } from '../db/rows';
import type { OrderedItemsHooks, SectionRowBase } from './ordered-items';

type Faq = components['schemas']['Faq'];

interface ConfigRow extends SectionRowBase {
  faqs: string;
}

/** The plan fields kept in `data`. */
const DATA_KEYS = [
  'description',
  'price',
  'billingPeriod',
  'customBillingText',
  'pricingOptions',
  'buttonText',
  'cta',
  'features',
  'limitations',
  'highlights',
  'badge',
] as const;

export const pricingHooks: OrderedItemsHooks<ConfigRow> = {
  /** Given FAQs replace the stored ones, each keeping its id or getting a new one; a new configuration without any has none. */
  derivedColumns: (input, stored) => {
    const faqs = input.faqs as Faq[] | undefined;
    return faqs ? { faqs: JSON.stringify(withIds(faqs, newId)) } : stored ? {} : { faqs: '[]' };
  },
  derivedFields: (row) => ({ faqs: parseJson<Faq[]>(row.faqs, []) }),
  publicItems: (plans) => plans.where('is_active', true),
  /** The known fields only, never ids, columns or audit fields; an absent or null one is not kept. */
  itemColumns: (plan) => {
    const data = Object.fromEntries(DATA_KEYS.filter((key) => plan[key] !== undefined && plan[key] !== null).map((key) => [key, plan[key]]));
    return { data: JSON.stringify(data) };
  },
  itemFields: (row) => {
    const data = parseJson<Record<string, unknown>>(row.data as string, {});
    return Object.fromEntries(DATA_KEYS.map((key) => [key, data[key]]));
  },
};
