import { CountedField } from '@/components/ui/counted-field';
import { FormCard } from '@/components/ui/form-card';
import type { HeroDraft } from './details-draft';
import { LIMITS } from './service-details-rules';

interface HeroCardProps {
  hero: HeroDraft;
  onChange: (patch: Partial<HeroDraft>) => void;
}

/** The detail page's hero: title, description and the text of its button to /contact. */
export function HeroCard({ hero, onChange }: HeroCardProps) {
  return (
    <FormCard headingId="service-details-hero-heading" title="Hero Section">
      <CountedField id="service-details-hero-title" label="Title" value={hero.title} maxLength={LIMITS.heroTitle} onChange={(title) => onChange({ title })} />
      <CountedField
        id="service-details-hero-description"
        label="Description"
        as="textarea"
        rows={3}
        value={hero.description}
        maxLength={LIMITS.heroDescription}
        onChange={(description) => onChange({ description })}
      />
      <CountedField
        id="service-details-hero-button"
        label="Button Text"
        value={hero.buttonText}
        maxLength={LIMITS.buttonText}
        placeholder="Book Online Session"
        onChange={(buttonText) => onChange({ buttonText })}
      />
    </FormCard>
  );
}
