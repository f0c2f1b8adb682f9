import type { components } from '@shared/contract/schema';
import { TESTIMONIALS_DISPLAY_DEFAULTS } from '@shared/content-kinds/testimonials';

type S = components['schemas'];

/** maxTestimonials outside 1 to 20 falls back to the default, 6 (docs/product/validation.md). */
export function maxTestimonials(settings: S['DisplaySettings'] | undefined): number {
  const max = settings?.maxTestimonials;
  return typeof max === 'number' && Number.isInteger(max) && max >= 1 && max <= 20 ? max : TESTIMONIALS_DISPLAY_DEFAULTS.maxTestimonials;
}

/** Only active testimonials, sorted by order, capped at displaySettings.maxTestimonials (docs/product/screens.md). */
export function visibleTestimonials(section: S['TestimonialsSection']): S['Testimonial'][] {
  return section.testimonials
    .filter((t) => t.isActive !== false)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .slice(0, maxTestimonials(section.displaySettings));
}
