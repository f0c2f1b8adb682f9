import type { components } from '@shared/contract/schema';
import { TESTIMONIALS_DISPLAY_DEFAULTS } from '@shared/content-kinds/testimonials';

type S = components['schemas'];
export type TestimonialsSection = S['TestimonialsSection'];
export type Layout = S['DisplaySettings']['layout'];

/** Limits and defaults from docs/product/validation.md and limits.md. */
export const LIMITS = { title: 100, subtitle: 150, description: 300, name: 100, role: 150, content: 500 } as const;
export const DEFAULT_TITLE = 'What Our Clients Say';
export const MAX_TESTIMONIALS_RANGE = { min: 1, max: 20 } as const;
export const LAYOUTS: Layout[] = ['grid', 'carousel', 'masonry'];
export const TITLE_REQUIRED = 'Title is required. Please enter a title for the testimonials section.';
export const SAVE_FAILED = 'Failed to save testimonials configuration. Please try again.';

export interface TestimonialDraft {
  key: string;
  _id?: string;
  name: string;
  role: string;
  image: string;
  rating: number;
  content: string;
  isActive: boolean;
  order: number;
}

export interface SectionDraft {
  _id?: string;
  title: string;
  subtitle: string;
  description: string;
  isActive: boolean;
  showRatings: boolean;
  showImages: boolean;
  /** Kept as typed so the field can be cleared; normalised on save. */
  maxTestimonials: string;
  layout: Layout;
  testimonials: TestimonialDraft[];
}

let nextKey = 1;
const newKey = () => `new-${nextKey++}`;

export function newTestimonialDraft(order: number): TestimonialDraft {
  return { key: newKey(), name: '', role: '', image: '', rating: 5, content: '', isActive: true, order };
}

/** The editable copy of a stored section; none gives the create-mode defaults. */
export function draftFromSection(section?: TestimonialsSection): SectionDraft {
  const display = section?.displaySettings;
  return {
    _id: section?._id,
    title: section?.title ?? DEFAULT_TITLE,
    subtitle: section?.subtitle ?? '',
    description: section?.description ?? '',
    isActive: section?.isActive ?? true,
    showRatings: display?.showRatings ?? TESTIMONIALS_DISPLAY_DEFAULTS.showRatings,
    showImages: display?.showImages ?? TESTIMONIALS_DISPLAY_DEFAULTS.showImages,
    maxTestimonials: String(display?.maxTestimonials ?? TESTIMONIALS_DISPLAY_DEFAULTS.maxTestimonials),
    layout: display?.layout ?? TESTIMONIALS_DISPLAY_DEFAULTS.layout,
    testimonials: [...(section?.testimonials ?? [])]
      .sort((a, b) => a.order - b.order)
      .map((t) => ({
        key: t._id,
        _id: t._id,
        name: t.name,
        role: t.role ?? '',
        image: t.image ?? '',
        rating: t.rating,
        content: t.content,
        isActive: t.isActive,
        order: t.order,
      })),
  };
}

/** maxTestimonials must be 1 to 20; anything else falls back to 6. */
export function normaliseMax(value: string): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= MAX_TESTIMONIALS_RANGE.min && n <= MAX_TESTIMONIALS_RANGE.max ? n : TESTIMONIALS_DISPLAY_DEFAULTS.maxTestimonials;
}

export const clampRating = (n: number) => Math.min(5, Math.max(1, Math.round(n) || 5));

export interface DraftErrors {
  title?: string;
  testimonials: Record<string, { name?: string; content?: string }>;
}

export function validateDraft(draft: SectionDraft): DraftErrors {
  const errors: DraftErrors = { testimonials: {} };
  if (!draft.title.trim()) errors.title = TITLE_REQUIRED;
  for (const t of draft.testimonials) {
    const e: { name?: string; content?: string } = {};
    if (!t.name.trim()) e.name = 'Name is required.';
    if (!t.content.trim()) e.content = 'Content is required.';
    if (e.name || e.content) errors.testimonials[t.key] = e;
  }
  return errors;
}

export const hasErrors = (e: DraftErrors) => !!e.title || Object.keys(e.testimonials).length > 0;

/** The body for create or update; the admin id goes in createdBy (create) or lastModifiedBy (update). */
export function toSectionInput(draft: SectionDraft, adminId?: string): S['TestimonialsSectionInput'] {
  const audit = adminId ? (draft._id ? { lastModifiedBy: adminId } : { createdBy: adminId }) : {};
  return {
    title: draft.title.trim(),
    subtitle: draft.subtitle.trim(),
    description: draft.description.trim(),
    isActive: draft.isActive,
    displaySettings: {
      showRatings: draft.showRatings,
      showImages: draft.showImages,
      maxTestimonials: normaliseMax(draft.maxTestimonials),
      layout: draft.layout,
    },
    testimonials: draft.testimonials.map((t) => ({
      ...(t._id ? { _id: t._id } : {}),
      name: t.name.trim(),
      role: t.role.trim(),
      image: t.image.trim(),
      rating: clampRating(t.rating),
      content: t.content.trim(),
      isActive: t.isActive,
      order: Math.max(1, Math.round(t.order) || 1),
    })),
    ...audit,
  };
}
