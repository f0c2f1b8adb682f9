// What a header, a footer or the homepage settings hold when a write leaves a field out, and how their nested items
// are stored: the server's services and the mocks' handlers apply the same rules. Ids come from each side's `newId`
// (it gives a release's replayed draft back the ids it made), so it is passed in.
import type { components } from '@shared/contract/schema';
import { DEFAULT_FEATURES } from '@shared/contract/homepage-rules';

type S = components['schemas'];
export type NewId = () => string;

/** Nested items keep the id they have; one without gets a new one. */
export const withIds = <T extends { _id?: string }>(items: readonly T[] | undefined, newId: NewId): (T & { _id: string })[] =>
  (items ?? []).map((i) => ({ ...i, _id: i._id ?? newId() }));

/**
 * Navigation items as stored: every item and dropdown item has an id, `order` runs from 1 in the order given, and the
 * dropdown rule holds (an item with dropdown items has hasDropdown and showDropdown on, one without has both off).
 */
export function normalizeNavigation(items: S['NavigationItem'][] | undefined, newId: NewId): S['NavigationItem'][] {
  return withIds(items, newId).map((item, i) => {
    const dropdownItems = withIds(item.dropdownItems, newId);
    const hasItems = dropdownItems.length > 0;
    return { ...item, dropdownItems, hasDropdown: hasItems, showDropdown: hasItems, order: i + 1 };
  });
}

/** A new header: the body, with its navigation stored as above and the defaults of what it leaves out. */
export const newHeader = (input: S['HeaderInput'], newId: NewId): S['HeaderInput'] => ({
  ...input,
  navigationItems: normalizeNavigation(input.navigationItems, newId),
  ctaButtons: input.ctaButtons ?? {},
  backgroundColor: input.backgroundColor ?? '#ffffff',
  textColor: input.textColor ?? '#333333',
  isSticky: input.isSticky ?? true,
  isActive: input.isActive ?? true,
});

/** A footer's sections as stored: each section and each of its links has an id. */
export const footerSections = (sections: S['FooterSection'][] | undefined, newId: NewId) =>
  withIds(sections, newId).map((s) => ({ ...s, links: withIds(s.links, newId) }));

/** A footer's social links as stored: a blank one is dropped (docs/product/validation.md), the rest have ids. */
export const socialLinks = (links: S['FooterSocialLink'][] | undefined, newId: NewId) =>
  withIds(
    (links ?? []).filter((l) => l.url.trim() !== ''),
    newId,
  );

/** The parts of a footer body that hold nested items, stored as above; parts the body leaves out are left out. */
export function footerParts(body: S['FooterInput'], newId: NewId): Partial<S['FooterInput']> {
  const parts: Partial<S['FooterInput']> = {};
  if (body.sections) parts.sections = footerSections(body.sections, newId);
  if (body.socialMedia) parts.socialMedia = socialLinks(body.socialMedia, newId);
  if (body.legalLinks) parts.legalLinks = withIds(body.legalLinks, newId);
  return parts;
}

/** A new footer: the body's parts as above, and the defaults of what it leaves out (this year's copyright line). */
export function newFooter(input: S['FooterInput'], newId: NewId, year = new Date().getFullYear()): S['FooterInput'] {
  return {
    ...input,
    backgroundColor: input.backgroundColor ?? '#1f2937',
    textColor: input.textColor ?? '#d1d5db',
    contactInfo: input.contactInfo ?? {},
    socialMedia: [],
    newsletter: input.newsletter ?? { isActive: false },
    sections: [],
    copyright: input.copyright ?? { text: `© ${year} ${input.companyName}. All rights reserved.`, year },
    legalLinks: [],
    isActive: input.isActive ?? true,
    ...footerParts(input, newId),
  };
}

/** The homepage settings when first created: the default theme and colours, and every feature switch. */
export const newSettings = (input: S['HomepageSettingsInput']): S['HomepageSettingsInput'] => ({
  ...input,
  theme: input.theme ?? 'light',
  primaryColor: input.primaryColor ?? '#3b82f6',
  secondaryColor: input.secondaryColor ?? '#64748b',
  accentColor: input.accentColor ?? '#10b981',
  features: { ...DEFAULT_FEATURES, ...input.features },
});
