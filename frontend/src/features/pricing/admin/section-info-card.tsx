import { CountedField } from '@/components/ui/counted-field';
import { FormCard } from '@/components/ui/form-card';
import type { PricingDraft } from './pricing-draft';
import { LIMITS, type DraftErrors } from './pricing-validation';

interface SectionInfoCardProps {
  draft: PricingDraft;
  errors?: Pick<DraftErrors, 'title' | 'subtitle' | 'description'>;
  onChange: (patch: Partial<PricingDraft>) => void;
}

/** docs/product/screens.md: the pricing section's title, subtitle and description. */
export function SectionInfoCard({ draft, errors, onChange }: SectionInfoCardProps) {
  return (
    <FormCard headingId="pricing-info-heading" title="Section Information">
      <CountedField
        id="pricing-title"
        label="Title"
        required
        value={draft.title}
        maxLength={LIMITS.title}
        error={errors?.title}
        onChange={(title) => onChange({ title })}
      />
      <CountedField
        id="pricing-subtitle"
        label="Subtitle"
        value={draft.subtitle}
        maxLength={LIMITS.subtitle}
        error={errors?.subtitle}
        onChange={(subtitle) => onChange({ subtitle })}
      />
      <CountedField
        id="pricing-description"
        label="Description"
        as="textarea"
        rows={3}
        value={draft.description}
        maxLength={LIMITS.description}
        error={errors?.description}
        onChange={(description) => onChange({ description })}
      />
    </FormCard>
  );
}
