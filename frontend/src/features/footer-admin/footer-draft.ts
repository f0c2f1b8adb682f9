import type { components } from '@contract/schema';

type S = components['schemas'];
export type Footer = S['Footer'];
export type FooterSection = S['FooterSection'];
export type SocialPlatform = S['SocialPlatform'];

/** The four footer social link types, in screen order (spec section 9). */
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

let nextKey = 1;
export const newKey = () => `section-${nextKey++}`;

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

/** Adding a section appends it with no links, active, order = current count (spec section 4). */
export function newSection(title: string, count: number): DraftSection {
  return { key: newKey(), section: { title: title.trim(), order: count, isActive: true, links: [] } };
}

/** The update body; blank social links are not sent (spec section 5). */
export function toFooterInput(draft: FooterDraft, original: Footer): S['FooterInput'] {
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
