// The hero screen's rules (docs/product/content.md, states.md, validation.md and limits.md): limits, defaults,
// validation and the list shape.
import type { components } from '@shared/contract/schema';

type S = components['schemas'];
export type Hero = S['Hero'];

export const HERO_LIMITS = { title: 100, subtitle: 200, bannerAlt: 150, ctaText: 50 } as const;
export const HERO_MIN_DISPLAY_ORDER = 1;
export const HERO_REQUIRED_MESSAGE = 'Title and banner are required';

/** What the form edits: every hero field a person sets, with its defaults filled in. */
export interface HeroDraft {
  title: string;
  subtitle: string;
  banner: string;
  bannerAlt: string;
  ctaText: string;
  ctaLink: string;
  backgroundColor: string;
  textColor: string;
  displayOrder: number;
  isActive: boolean;
}

/** A new hero: displayOrder is the count plus 1 (docs/product/states.md). */
export function newHeroDraft(count: number): HeroDraft {
  return {
    title: '',
    subtitle: '',
    banner: '',
    bannerAlt: '',
    ctaText: '',
    ctaLink: '/contact',
    backgroundColor: '#ffffff',
    textColor: '#000000',
    displayOrder: count + 1,
    isActive: true,
  };
}

export function draftFromHero(hero: Hero): HeroDraft {
  return {
    title: hero.title,
    subtitle: hero.subtitle ?? '',
    banner: hero.banner,
    bannerAlt: hero.bannerAlt ?? '',
    ctaText: hero.ctaText ?? '',
    ctaLink: hero.ctaLink || '/contact',
    backgroundColor: hero.backgroundColor || '#ffffff',
    textColor: hero.textColor || '#000000',
    displayOrder: Math.max(HERO_MIN_DISPLAY_ORDER, hero.displayOrder),
    isActive: hero.isActive,
  };
}

/** The one message docs/product/messages.md gives for an incomplete form, or null when it may be saved. */
export function validateHeroDraft(draft: HeroDraft): string | null {
  return draft.title.trim() && draft.banner.trim() ? null : HERO_REQUIRED_MESSAGE;
}

/** Display order from an input: whole numbers, at least 1; anything else becomes 1. */
export function toDisplayOrder(value: string): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= HERO_MIN_DISPLAY_ORDER ? n : HERO_MIN_DISPLAY_ORDER;
}

/** The body sent on create and update: the hero's own fields, trimmed to the limits. */
export function toHeroInput(draft: HeroDraft): S['HeroInput'] {
  return {
    title: draft.title.trim().slice(0, HERO_LIMITS.title),
    subtitle: draft.subtitle.slice(0, HERO_LIMITS.subtitle),
    banner: draft.banner.trim(),
    bannerAlt: draft.bannerAlt.slice(0, HERO_LIMITS.bannerAlt),
    ctaText: draft.ctaText.slice(0, HERO_LIMITS.ctaText),
    ctaLink: draft.ctaLink.trim() || '/contact',
    backgroundColor: draft.backgroundColor,
    textColor: draft.textColor,
    displayOrder: Math.max(HERO_MIN_DISPLAY_ORDER, draft.displayOrder),
    isActive: draft.isActive,
  };
}

/** Heroes with a valid id, sorted by displayOrder (docs/product/states.md). */
export function sortedHeroes(heroes: Hero[] | undefined): Hero[] {
  return (heroes ?? []).filter((h) => typeof h._id === 'string' && h._id.trim() !== '').sort((a, b) => a.displayOrder - b.displayOrder);
}

/** A record id as the server makes it (24 hex characters); anything else cannot be edited or moved (docs/product/messages.md). */
export const isValidHeroId = (id: string | undefined): id is string => typeof id === 'string' && /^[0-9a-f]{24}$/i.test(id);
