// The Homepage Layout screen's rules (ADR 0026): section names, the draft, what visitors see, the saved body.
import type { components } from '@shared/contract/schema';
import { DEFAULT_FEATURES, DEFAULT_SECTION_ORDER, HOME_SECTIONS } from '@shared/contract/homepage-rules';

type S = components['schemas'];
export type Homepage = S['Homepage'];
export type SectionKey = S['HomepageSectionKey'];
/** One section as the editor holds it; its place in the list is its order. */
export interface LayoutSection {
  key: SectionKey;
  isVisible: boolean;
}

/** The names the admin knows the home page's sections by (shared/contract/homepage-rules.ts). */
export const SECTION_NAMES = Object.fromEntries(HOME_SECTIONS.map((s) => [s.key, s.label])) as Record<SectionKey, string>;

export const TEXT = {
  loading: 'Loading homepage layout...',
  loadFailed: 'Failed to load homepage layout',
  saveFailed: 'Failed to save homepage layout',
  saved: 'Homepage layout saved successfully!',
  created: 'Homepage layout created successfully!',
  createFailed: 'Failed to create homepage layout',
  newName: 'Home page layout',
} as const;

/** The editable copy of a record's sections, in order, with any section it lacks added at its default place. */
export function draftFromHomepage(homepage: Homepage): LayoutSection[] {
  const stored = [...homepage.sections].sort((a, b) => a.order - b.order);
  const keys = new Set(stored.map((s) => s.key));
  const missing = DEFAULT_SECTION_ORDER.filter((key) => !keys.has(key)).map((key) => ({ key, isVisible: true }));
  return [...stored.map(({ key, isVisible }) => ({ key, isVisible })), ...missing];
}

/** The default layout: the home page order of docs/product/screens.md, every section visible. */
export const defaultSections = (): S['HomepageSection'][] => DEFAULT_SECTION_ORDER.map((key, i) => ({ key, isVisible: true, order: i + 1 }));

/** The sections in list order, numbered from 1, as PUT /homepage/{id} takes them. */
export const toSectionsBody = (draft: LayoutSection[]): S['HomepageSection'][] => draft.map((s, i) => ({ key: s.key, isVisible: s.isVisible, order: i + 1 }));

export const sameLayout = (a: LayoutSection[], b: LayoutSection[]) =>
  a.length === b.length && a.every((s, i) => s.key === b[i].key && s.isVisible === b[i].isVisible);

/** Moves the item at `index` one place up or down. */
export function moveSection(draft: LayoutSection[], index: number, direction: 'up' | 'down'): LayoutSection[] {
  const to = direction === 'up' ? index - 1 : index + 1;
  if (to < 0 || to >= draft.length) return draft;
  const next = [...draft];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** Why Homepage Settings keep a section off the page whatever the layout says (the home page's own rule). */
export function featureHiddenReasons(features: S['FeatureSwitches'] | undefined): Partial<Record<SectionKey, string>> {
  const f = { ...DEFAULT_FEATURES, ...features };
  return {
    ...(f.enableBooking ? {} : { contact: 'booking is switched off' }),
    ...(f.enableReviews ? {} : { testimonials: 'reviews are switched off' }),
    ...(f.enableBlog ? {} : { blog: 'the blog is switched off' }),
  };
}

export const hiddenNote = (reason: string) => `Hidden by Homepage Settings: ${reason}`;

/** What a visitor gets with this draft: the visible sections, in order, minus the ones a feature switch hides. */
export const visitorSections = (draft: LayoutSection[], hidden: Partial<Record<SectionKey, string>>): SectionKey[] =>
  draft.filter((s) => s.isVisible && !hidden[s.key]).map((s) => s.key);
