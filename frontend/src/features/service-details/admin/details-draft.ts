import type { components } from '@shared/contract/schema';
import { MESSAGES, STEP_COLORS, type StepColor } from './service-details-rules';

type S = components['schemas'];
export type ServiceDetails = S['ServiceDetails'];

/**
 * The editable copy of a record. Each item carries a local `key` for React; stored sections and steps keep
 * their `_id` (ADR 0010), new ones are sent without one and the server gives them an id.
 */
export interface StepDraft {
  key: string;
  _id?: string;
  title: string;
  description: string;
  color: StepColor;
}

export interface ImageDraft {
  key: string;
  url: string;
  alt: string;
  filename: string;
}

export interface SectionDraft {
  key: string;
  _id?: string;
  title: string;
  description: string;
  steps: StepDraft[];
  images: ImageDraft[];
}

export interface HeroDraft {
  title: string;
  description: string;
  buttonText: string;
}

export interface DetailsDraft {
  /** Absent while creating (docs/product/states.md: 'Creating New'). */
  _id?: string;
  serviceId: string;
  /** Kept as stored; the screen has no switch for it (a new record is active). */
  isActive?: boolean;
  hero: HeroDraft;
  sections: SectionDraft[];
}

let nextKey = 1;
const newKey = (kind: string) => `new-${kind}-${nextKey++}`;

/** A new step takes the next colour in the list, so neighbouring steps differ. */
export const newStep = (index: number): StepDraft => ({
  key: newKey('step'),
  title: '',
  description: '',
  color: STEP_COLORS[index % STEP_COLORS.length].value,
});

export const newSection = (): SectionDraft => ({ key: newKey('section'), title: '', description: '', steps: [], images: [] });

export const newImage = (image: Partial<Omit<ImageDraft, 'key'>> = {}): ImageDraft => ({ key: newKey('image'), url: '', alt: '', filename: '', ...image });

/** The draft for a stored record, or a blank one for a service without details. */
export function draftFromDetails(serviceId: string, details?: ServiceDetails): DetailsDraft {
  return {
    _id: details?._id,
    serviceId,
    isActive: details?.isActive,
    hero: {
      title: details?.heroSection.title ?? '',
      description: details?.heroSection.description ?? '',
      buttonText: details?.heroSection.buttonText ?? '',
    },
    sections: (details?.sections ?? []).map((section) => ({
      key: section._id ?? newKey('section'),
      _id: section._id,
      title: section.title,
      description: section.description ?? '',
      steps: (section.steps ?? []).map((step) => ({
        key: step._id ?? newKey('step'),
        _id: step._id,
        title: step.title,
        description: step.description ?? '',
        color: step.color ?? 'blue',
      })),
      images: (section.images ?? []).map((img) => newImage({ url: img.url, alt: img.alt ?? '', filename: img.filename ?? '' })),
    })),
  };
}

/** Field errors by item key: sections and steps need a title (the contract's minLength 1). */
export type DraftErrors = Record<string, string>;

export function validateDraft(draft: DetailsDraft): DraftErrors {
  const errors: DraftErrors = {};
  for (const section of draft.sections) {
    if (!section.title.trim()) errors[section.key] = MESSAGES.sectionTitleRequired;
    for (const step of section.steps) if (!step.title.trim()) errors[step.key] = MESSAGES.stepTitleRequired;
  }
  return errors;
}

/** The create/update body. Images with a blank url are dropped (docs/product/validation.md). */
export function toDetailsInput(draft: DetailsDraft, serviceTitle: string): S['ServiceDetailsInput'] {
  return {
    serviceId: draft.serviceId,
    serviceTitle,
    heroSection: { title: draft.hero.title.trim(), description: draft.hero.description.trim(), buttonText: draft.hero.buttonText.trim() },
    sections: draft.sections.map((section) => ({
      ...(section._id ? { _id: section._id } : {}),
      title: section.title.trim(),
      description: section.description.trim(),
      steps: section.steps.map((step) => ({
        ...(step._id ? { _id: step._id } : {}),
        title: step.title.trim(),
        description: step.description.trim(),
        color: step.color,
      })),
      images: section.images
        .filter((img) => img.url.trim() !== '')
        .map((img) => ({ url: img.url.trim(), alt: img.alt.trim(), ...(img.filename ? { filename: img.filename } : {}) })),
    })),
    isActive: draft.isActive ?? true,
  };
}
