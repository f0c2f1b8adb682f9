// What only pricing does in the mocks, as on the server (backend/src/services/pricing.ts); the calls are built by
// ordered-items.ts from the kind's declaration: the FAQs each keep or get an id, and the public read shows only the
// active plans.
import type { components } from '@shared/contract/schema';
import type { OrderedItemsMockHooks } from './ordered-items';
import { withIds } from './support';

type Faq = components['schemas']['Faq'];

export const pricingHooks: OrderedItemsMockHooks = {
  /** Given FAQs replace the stored ones; a new configuration without any has none. */
  derivedFields: (input, stored) => {
    const faqs = (input as { faqs?: Faq[] }).faqs;
    return faqs ? { faqs: withIds(faqs) } : stored ? {} : { faqs: [] };
  },
  publicItems: (_config, plans) => plans.filter((p) => p.isActive !== false),
};
