// What only testimonials do in the mocks, as on the server (backend/src/services/testimonials.ts); the calls are
// built by ordered-items.ts from the kind's declaration: the display settings merged over the defaults, and the
// public read showing only the active testimonials, capped at displaySettings.maxTestimonials.
import type { components } from '@shared/contract/schema';
import { TESTIMONIALS_DISPLAY_DEFAULTS } from '@shared/content-kinds/testimonials';
import type { OrderedItemsMockHooks } from './ordered-items';

type DisplaySettings = components['schemas']['DisplaySettings'];

const displayOf = (record: object | undefined) => (record as { displaySettings?: Partial<DisplaySettings> } | undefined)?.displaySettings;

export const testimonialsHooks: OrderedItemsMockHooks = {
  /** A create's display settings over the defaults; an update's over the stored ones, when it gives any. */
  derivedFields: (input, stored) =>
    !stored
      ? { displaySettings: { ...TESTIMONIALS_DISPLAY_DEFAULTS, ...displayOf(input) } }
      : displayOf(input)
        ? { displaySettings: { ...TESTIMONIALS_DISPLAY_DEFAULTS, ...displayOf(stored), ...displayOf(input) } }
        : {},
  publicItems: (section, items) =>
    items.filter((t) => t.isActive).slice(0, displayOf(section)?.maxTestimonials ?? TESTIMONIALS_DISPLAY_DEFAULTS.maxTestimonials),
};
