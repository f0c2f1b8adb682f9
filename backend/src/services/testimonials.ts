// What only testimonials do; the rest of the kind is built by ordered-items.ts from its declaration
// (shared/content-kinds/testimonials.ts): the display settings, stored as JSON on the section row and merged over
// the defaults, and the public read showing only the active testimonials, capped at displaySettings.maxTestimonials.
import type { components } from '@shared/contract/schema';
import { TESTIMONIALS_DISPLAY_DEFAULTS } from '@shared/content-kinds/testimonials';
import { compact, parseJson } from '../db/rows';
import type { OrderedItemsHooks, SectionRowBase } from './ordered-items';

type DisplaySettings = components['schemas']['DisplaySettings'];

interface SectionRow extends SectionRowBase {
  display_settings: string;
}

/** Only the known display settings, laid over `base`. */
function displaySettings(base: DisplaySettings, given: Partial<DisplaySettings> | undefined): DisplaySettings {
  return {
    ...base,
    ...(compact({
      showRatings: given?.showRatings,
      showImages: given?.showImages,
      maxTestimonials: given?.maxTestimonials,
      layout: given?.layout,
    }) as Partial<DisplaySettings>),
  };
}

const storedDisplay = (r: SectionRow) => displaySettings(TESTIMONIALS_DISPLAY_DEFAULTS, parseJson<Partial<DisplaySettings>>(r.display_settings, {}));

export const testimonialsHooks: OrderedItemsHooks<SectionRow> = {
  /** Given display settings over the stored ones (the defaults on a create); an update without them keeps them. */
  derivedColumns: (input, stored) => {
    const given = input.displaySettings as Partial<DisplaySettings> | undefined;
    return stored && !given ? {} : { display_settings: JSON.stringify(displaySettings(stored ? storedDisplay(stored) : TESTIMONIALS_DISPLAY_DEFAULTS, given)) };
  },
  derivedFields: (row) => ({ displaySettings: storedDisplay(row) }),
  /** Only the active testimonials, capped at displaySettings.maxTestimonials. */
  publicItems: (items, section) => items.where('is_active', true).limit(storedDisplay(section).maxTestimonials),
};
