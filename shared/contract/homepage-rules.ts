// Home page rules shared by the server, the mocks and the site (ADR 0026, docs/product/content.md).
import { HOME_SECTION_KINDS } from '@shared/content-kinds';
import { HttpError } from './http-error';
import type { components } from './schema';

type S = components['schemas'];
type Section = S['HomepageSection'];
type SectionKey = S['HomepageSectionKey'];

/** The home page's sections that are not a content kind's, with their names and default places. */
const FIXED_SECTIONS = [
  { key: 'how-it-works', label: 'How it works', position: 2 },
  { key: 'contact', label: 'Get in Touch (booking form)', position: 6 },
] as const satisfies readonly { key: SectionKey; label: string; position: number }[];

/** Every section with its name and default place: the fixed ones and each content kind's (its homeSection). */
export const HOME_SECTIONS: readonly { key: SectionKey; label: string; position: number }[] = [
  ...FIXED_SECTIONS,
  ...HOME_SECTION_KINDS.map((k) => k.homeSection!),
].sort((a, b) => a.position - b.position);

/** The home page order of docs/product/screens.md: every section visible. */
export const DEFAULT_SECTION_ORDER: SectionKey[] = HOME_SECTIONS.map((s) => s.key);

/** The feature switches of docs/product/content.md, for settings that leave some out. */
export const DEFAULT_FEATURES: Required<S['FeatureSwitches']> = {
  enableBooking: true,
  enableChat: false,
  enableNewsletter: true,
  enableReviews: true,
  enableBlog: false,
};

/**
 * The sections a homepage record stores: the ones sent, plus every section left out at its default
 * position and visible; a key sent twice is refused.
 */
export function completeSections(sent: Section[] | undefined): Section[] {
  const given = sent ?? [];
  const keys = new Set<SectionKey>();
  for (const section of given) {
    if (keys.has(section.key)) {
      throw new HttpError(400, `sections must not repeat the key ${section.key}`, [{ field: 'sections', message: `must not repeat the key ${section.key}` }]);
    }
    keys.add(section.key);
  }
  const missing = DEFAULT_SECTION_ORDER.flatMap((key, i): Section[] => (keys.has(key) ? [] : [{ key, isVisible: true, order: i + 1 }]));
  return [...given.map((s) => ({ ...s, isVisible: s.isVisible ?? true })), ...missing].sort((a, b) => a.order - b.order);
}
