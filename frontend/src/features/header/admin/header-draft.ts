import type { components } from '@shared/contract/schema';

type S = components['schemas'];
export type Header = S['Header'];
export type FileAsset = S['FileAsset'];
export type CtaAction = NonNullable<S['CtaButton']['action']>;
export type CtaSlot = 'primary' | 'secondary';

/** Limits from docs/product/validation.md, limits.md and openapi.yaml (HeaderFields, NavigationItem, CtaButton). */
export const LIMITS = {
  logoText: 100,
  logoAlt: 150,
  companyName: 100,
  tagline: 200,
  navLabel: 30,
  dropdownLabel: 120,
  ctaText: 50,
  phone: 30,
  email: 254,
  href: 500,
} as const;
/** The label counters show only above these lengths (docs/product/validation.md). */
export const COUNTER_ABOVE = { navLabel: 25, dropdownLabel: 100 } as const;
export const MAX_NAV_ITEMS = 12;
export const MAX_DROPDOWN_ITEMS = 30;

export interface DropdownDraft {
  key: string;
  _id?: string;
  label: string;
  href: string;
}

export interface NavDraft {
  key: string;
  _id?: string;
  label: string;
  href: string;
  hasDropdown: boolean;
  showDropdown: boolean;
  order: number;
  dropdownItems: DropdownDraft[];
}

export interface CtaDraft {
  text: string;
  action: CtaAction;
  href: string;
}

export interface HeaderDraft {
  _id?: string;
  logo: { text: string; url: string; alt: string };
  companyName: string;
  tagline: string;
  navigationItems: NavDraft[];
  contactInfo: { phone: string; email: string };
  ctaButtons: Record<CtaSlot, CtaDraft>;
  backgroundColor: string;
  textColor: string;
  isSticky: boolean;
  isActive: boolean;
}

let seq = 0;
/** A client key for list items that have no _id yet. */
export const newKey = (prefix: string) => `${prefix}-new-${++seq}`;

/** The default header of docs/product/limits.md: five sample navigation items and two CTAs scrolling to the contact section. */
const SAMPLE_NAV: [string, string][] = [
  ['About', '/about'],
  ['Services', '/services'],
  ['Pricing', '/pricing'],
  ['How We Work', '/how-we-work'],
  ['Contact', '/contact'],
];

function navDraft(item: S['NavigationItem'], order: number): NavDraft {
  const dropdownItems = (item.dropdownItems ?? []).map((d) => ({ key: d._id ?? newKey('dd'), _id: d._id, label: d.label, href: d.href }));
  return {
    key: item._id ?? newKey('nav'),
    _id: item._id,
    label: item.label,
    href: item.href,
    hasDropdown: item.hasDropdown ?? dropdownItems.length > 0,
    showDropdown: item.showDropdown ?? dropdownItems.length > 0,
    order,
    dropdownItems,
  };
}

const ctaDraft = (c: S['CtaButton'] | undefined, text: string): CtaDraft => ({
  text: c?.text ?? text,
  action: c?.action ?? 'scroll',
  href: c?.href ?? '#contact-section',
});

/** The editable copy of a stored header; none gives the create-mode defaults. Items are sorted by order. */
export function draftFromHeader(h: Header | null): HeaderDraft {
  const items = h
    ? [...h.navigationItems].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    : SAMPLE_NAV.map(([label, href]) => ({ label, href, hasDropdown: false, showDropdown: false }));
  return {
    _id: h?._id,
    logo: { text: h?.logo?.text ?? '', url: h?.logo?.url ?? '', alt: h?.logo?.alt ?? '' },
    companyName: h?.companyName ?? '',
    tagline: h?.tagline ?? '',
    navigationItems: items.map((item, i) => navDraft(item, i + 1)),
    contactInfo: { phone: h?.contactInfo?.phone ?? '', email: h?.contactInfo?.email ?? '' },
    ctaButtons: {
      primary: ctaDraft(h?.ctaButtons.primary, h ? '' : 'ONLINE SESSION'),
      secondary: ctaDraft(h?.ctaButtons.secondary, h ? '' : 'UPLOAD CASE'),
    },
    backgroundColor: h?.backgroundColor ?? '#ffffff',
    textColor: h?.textColor ?? '#333333',
    isSticky: h?.isSticky ?? true,
    isActive: h?.isActive ?? true,
  };
}

/** A CTA keeps its link only for the actions that use one (link, scroll). */
const ctaInput = (c: CtaDraft): S['CtaButton'] => ({
  text: c.text.trim(),
  action: c.action,
  ...(c.action !== 'button' && c.href.trim() ? { href: c.href.trim() } : {}),
});

/** The full header sent on create and update; the server sets createdBy/lastModifiedBy from the token. */
export function toHeaderInput(d: HeaderDraft): S['HeaderInput'] {
  return {
    logo: { text: d.logo.text.trim(), url: d.logo.url, alt: d.logo.alt.trim() },
    companyName: d.companyName.trim(),
    tagline: d.tagline.trim(),
    navigationItems: d.navigationItems.map((n, i) => ({
      ...(n._id ? { _id: n._id } : {}),
      label: n.label.trim(),
      href: n.href.trim(),
      hasDropdown: n.hasDropdown,
      showDropdown: n.showDropdown,
      order: i + 1,
      dropdownItems: n.dropdownItems.map((dd) => ({ ...(dd._id ? { _id: dd._id } : {}), label: dd.label.trim(), href: dd.href.trim() })),
    })),
    contactInfo: { phone: d.contactInfo.phone.trim(), email: d.contactInfo.email.trim() },
    ctaButtons: { primary: ctaInput(d.ctaButtons.primary), secondary: ctaInput(d.ctaButtons.secondary) },
    backgroundColor: d.backgroundColor,
    textColor: d.textColor,
    isSticky: d.isSticky,
    isActive: d.isActive,
  };
}
