import type { components } from '@shared/contract/schema';

type S = components['schemas'];
export type Footer = S['Footer'];
export type FooterSection = S['FooterSection'];
export type SocialPlatform = S['SocialPlatform'];

/** The four footer social link types, in screen order (docs/product/limits.md). */
export const SOCIAL_PLATFORMS: { platform: SocialPlatform; label: string }[] = [
  { platform: 'facebook', label: 'Facebook' },
  { platform: 'twitter', label: 'Twitter' },
  { platform: 'instagram', label: 'Instagram' },
  { platform: 'linkedin', label: 'LinkedIn' },
];

/** A section as the form holds it: a local key for React plus the section itself. */
export interface DraftSection {
  key: string;
  section: FooterSection;
}

export interface FooterDraft {
  companyName: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  description: string;
  social: Record<SocialPlatform, string>;
  sections: DraftSection[];
  copyright: string;
}

/** What a save keeps from the stored footer; a new footer starts from the contract's defaults (active). */
export type FooterBase = Pick<Footer, 'backgroundColor' | 'textColor' | 'isActive' | 'copyright' | 'socialMedia'>;
export const NEW_FOOTER: FooterBase = { backgroundColor: '#1f2937', textColor: '#d1d5db', isActive: true, copyright: {}, socialMedia: [] };

export const COMPANY_NAME_REQUIRED = 'Company name is required';

/** openapi.yaml FooterFields: the longest texts the server takes. */
export const FOOTER_LIMITS = { companyName: 100, email: 254, phone: 30, street: 200, city: 100, description: 500, copyright: 200 } as const;

let nextKey = 1;
export const newKey = () => `section-${nextKey++}`;

/** A new footer's form: everything empty, no sections. */
export function blankDraft(): FooterDraft {
  return {
    companyName: '',
    email: '',
    phone: '',
    street: '',
    city: '',
    description: '',
    social: { facebook: '', twitter: '', instagram: '', linkedin: '' },
    sections: [],
    copyright: '',
  };
}

export function draftFromFooter(f: Footer): FooterDraft {
  const social = { facebook: '', twitter: '', instagram: '', linkedin: '' } as Record<SocialPlatform, string>;
  for (const link of f.socialMedia) social[link.platform] = link.url;
  return {
    companyName: f.companyName,
    email: f.contactInfo.email ?? '',
    phone: f.contactInfo.phone ?? '',
    street: f.contactInfo.address?.street ?? '',
    city: f.contactInfo.address?.city ?? '',
    description: f.description ?? '',
    social,
    sections: [...f.sections].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).map((section) => ({ key: section._id ?? newKey(), section })),
    copyright: f.copyright.text ?? '',
  };
}

/** Adding a section appends it with no links, active, order = current count (docs/product/states.md). */
export function newSection(title: string, count: number): DraftSection {
  return { key: newKey(), section: { title: title.trim(), order: count, isActive: true, links: [] } };
}

/** The one required field (openapi.yaml FooterInput): its message, or nothing. */
export const companyNameError = (draft: FooterDraft) => (draft.companyName.trim() ? undefined : COMPANY_NAME_REQUIRED);

/** The update body; blank social links are not sent (docs/product/validation.md). */
export function toFooterInput(draft: FooterDraft, original: FooterBase): S['FooterInput'] {
  const socialMedia = SOCIAL_PLATFORMS.flatMap(({ platform }, i) => {
    const url = draft.social[platform].trim();
    if (!url) return [];
    const existing = original.socialMedia.find((l) => l.platform === platform);
    return [{ ...(existing?._id ? { _id: existing._id } : {}), platform, url, isActive: existing?.isActive ?? true, order: existing?.order ?? i + 1 }];
  });
  return {
    companyName: draft.companyName,
    description: draft.description,
    backgroundColor: original.backgroundColor,
    textColor: original.textColor,
    isActive: original.isActive,
    contactInfo: { address: { street: draft.street, city: draft.city }, phone: draft.phone, email: draft.email },
    copyright: { ...original.copyright, text: draft.copyright },
    socialMedia,
    sections: draft.sections.map((s) => s.section),
  };
}

/** The create body: as an update from the defaults; an empty copyright is left to the server ('© {year} {company}...'). */
export function toNewFooterInput(draft: FooterDraft): S['FooterInput'] {
  const { copyright, ...input } = toFooterInput(draft, NEW_FOOTER);
  return copyright?.text?.trim() ? { ...input, copyright } : input;
}
