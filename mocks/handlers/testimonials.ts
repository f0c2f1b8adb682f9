// Testimonials sections over the in-memory collection: the calls are ordered-items.ts's; what is the
// testimonials' own is how a testimonial is stored and two hooks: the display settings merged over the defaults,
// and the public read showing only the active testimonials, capped at displaySettings.maxTestimonials.
import type { components } from '@shared/contract/schema';
import { db } from '../db';
import { orderedItemsRoutes } from './ordered-items';
import { withIds } from './support';

type S = components['schemas'];

const DEFAULT_DISPLAY: S['DisplaySettings'] = { showRatings: true, showImages: true, maxTestimonials: 6, layout: 'grid' };

export const testimonialRoutes = orderedItemsRoutes<S['Testimonial']>('testimonials', {
  collection: () => db.testimonialSections,
  /** A testimonial as stored: an id, rating 5 and active unless given, and its order. */
  toItem: (input, order) => {
    const [withId] = withIds([input]);
    return { ...withId, rating: input.rating ?? 5, isActive: input.isActive ?? true, order: input.order ?? order };
  },
  hooks: {
    /** A create's display settings over the defaults; an update's over the stored ones, when it gives any. */
    derivedFields: (input, stored) =>
      !stored
        ? { displaySettings: { ...DEFAULT_DISPLAY, ...input.displaySettings } }
        : input.displaySettings
          ? { displaySettings: { ...DEFAULT_DISPLAY, ...stored.displaySettings, ...input.displaySettings } }
          : {},
    publicItems: (section, items) => items.filter((t) => t.isActive).slice(0, section.displaySettings?.maxTestimonials ?? DEFAULT_DISPLAY.maxTestimonials),
  },
});
