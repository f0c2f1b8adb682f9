import type { components } from '@shared/contract/schema';

type S = components['schemas'];

/** maxTestimonials outside 1 to 20 falls back to 6 (docs/product/validation.md). */
export const DEFAULT_MAX_TESTIMONIALS = 6;

export function maxTestimonials(settings: S['DisplaySettings'] | undefined): number {
  const max = settings?.maxTestimonials;
  return typeof max === 'number' && Number.isInteger(max) && max >= 1 && max <= 20 ? max : DEFAULT_MAX_TESTIMONIALS;
}

/** Only active testimonials, sorted by order, capped at displaySettings.maxTestimonials (docs/product/screens.md). */
export function visibleTestimonials(section: S['TestimonialsSection']): S['Testimonial'][] {
  return section.testimonials
    .filter((t) => t.isActive !== false)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .slice(0, maxTestimonials(section.displaySettings));
}
