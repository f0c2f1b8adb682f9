// Testimonials sections: a section row (display settings as JSON) plus one `testimonials` row per testimonial,
// `position` holding the 1-based order. The section-with-ordered-items behaviour is ordered-items.ts's; what is
// the testimonials' own is the mapping below and two hooks: the display settings merged over the defaults, and
// the public read showing only the active testimonials, capped at displaySettings.maxTestimonials.
import type { components } from '@shared/contract/schema';
import { type AuditRow, bool, compact, parseJson } from '../db/rows';
import { orderedItemsService } from './ordered-items';

type S = components['schemas'];
type Section = S['TestimonialsSection'];
type SectionInput = S['TestimonialsSectionInput'];
type Testimonial = S['Testimonial'];
type TestimonialInput = S['TestimonialInput'];
type DisplaySettings = S['DisplaySettings'];

interface SectionRow extends AuditRow {
  id: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  is_active: number | boolean;
  display_settings: string;
}

interface TestimonialRow {
  id: string;
  section_id: string;
  name: string;
  role: string | null;
  image: string | null;
  rating: number;
  content: string;
  is_active: number | boolean;
  position: number;
}

const DEFAULT_DISPLAY: DisplaySettings = { showRatings: true, showImages: true, maxTestimonials: 6, layout: 'grid' };

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

const storedDisplay = (r: SectionRow) => displaySettings(DEFAULT_DISPLAY, parseJson<Partial<DisplaySettings>>(r.display_settings, {}));

/** The whole service, as the route list (routes/ordered-items.ts) calls it. */
export const testimonialsService = orderedItemsService<Section, SectionInput, Testimonial, TestimonialInput, SectionRow, TestimonialRow>({
  kind: 'testimonials',
  sectionTable: 'testimonial_sections',
  itemTable: 'testimonials',
  toRecord: (r) => ({
    _id: r.id,
    title: r.title,
    subtitle: r.subtitle,
    description: r.description,
    isActive: bool(r.is_active),
    displaySettings: storedDisplay(r),
  }),
  toItem: (r) =>
    compact({
      _id: r.id,
      name: r.name,
      role: r.role,
      image: r.image,
      rating: r.rating,
      content: r.content,
      isActive: bool(r.is_active),
      order: r.position,
    }) as Testimonial,
  // Display settings are the derivedColumns hook's.
  sectionColumns: (input) => compact({ title: input.title, subtitle: input.subtitle, description: input.description, is_active: input.isActive }),
  /** A testimonial as stored: rating 5 and active unless given, at its own order if it has one. */
  itemColumns: (t, position) => ({
    name: t.name,
    role: t.role ?? null,
    image: t.image ?? null,
    rating: t.rating ?? 5,
    content: t.content,
    is_active: t.isActive ?? true,
    position: t.order ?? position,
  }),
  mergeItem: (stored, input) => ({
    name: input.name ?? stored.name,
    role: input.role ?? stored.role,
    image: input.image ?? stored.image,
    rating: input.rating ?? stored.rating,
    content: input.content ?? stored.content,
    isActive: input.isActive ?? stored.isActive,
    order: input.order,
  }),
  hooks: {
    /** Given display settings over the stored ones (the defaults on a create); an update without them keeps them. */
    derivedColumns: (input, stored) =>
      stored && !input.displaySettings
        ? {}
        : { display_settings: JSON.stringify(displaySettings(stored ? storedDisplay(stored) : DEFAULT_DISPLAY, input.displaySettings)) },
    /** Only the active testimonials, capped at displaySettings.maxTestimonials. */
    publicItems: (items, section) => items.where('is_active', true).limit(storedDisplay(section).maxTestimonials),
  },
});

/** What other services read: their lists (history, media usage), the public read and the seed's writer. */
export const { listSections, getActiveSection, insertRecords: insertTestimonialSections } = testimonialsService;
