import { PricingSection } from '@/features/pricing/pricing-section';
import { SitePreview } from '@/platform/site-preview/site-preview';
import { toConfigInput, type PricingConfig, type PricingDraft } from './pricing-draft';

/** The draft as the public pricing read would return it (a new plan goes by its draft key). */
function asPublicConfig(draft: PricingDraft): PricingConfig {
  const input = toConfigInput(draft);
  return {
    ...input,
    _id: draft._id ?? 'preview-pricing',
    isActive: input.isActive ?? true,
    faqs: input.faqs ?? [],
    plans: (input.plans ?? []).map((p, i) => ({ ...p, _id: p._id ?? draft.plans[i].key })),
  };
}

/** The home page's pricing, the real public section, showing the draft as it is typed. */
export function PricingPreview({ draft }: { draft: PricingDraft }) {
  return (
    <SitePreview draft={[{ endpointName: 'getActivePricing', data: asPublicConfig(draft) }]} saveLabel="Save Pricing Configuration">
      <PricingSection />
    </SitePreview>
  );
}
