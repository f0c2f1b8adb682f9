import type { components } from '@shared/contract/schema';
import { CONSENT_DEFAULTS } from '@shared/contract/consent';
import { DEFAULT_BRAND_COLOURS } from '@shared/theme/palette';

type S = components['schemas'];
export type HomepageSettings = S['HomepageSettings'];
export type FeatureSwitches = S['FeatureSwitches'];
export type SiteLanguage = S['SiteLanguage'];

export const TEXT_KEYS = [
  'metaTitle',
  'metaDescription',
  'canonicalUrl',
  'ogTitle',
  'ogDescription',
  'ogImage',
  'twitterTitle',
  'twitterDescription',
  'twitterImage',
  'siteName',
  'siteDescription',
  'contactEmail',
  'contactPhone',
  'address',
  'businessHours',
  'googleAnalyticsId',
  'facebookPixelId',
  'customHeadCode',
  'customBodyCode',
] as const;
export type TextKey = (typeof TEXT_KEYS)[number];

/**
 * The fields only a super admin may change (marked `x-super-admin` in openapi.yaml; the server and the mocks refuse
 * them from a regular admin): they put script on every public page, or decide when it may run (ADR 0042).
 */
export const SUPER_ADMIN_KEYS = [
  'googleAnalyticsId',
  'facebookPixelId',
  'customHeadCode',
  'customBodyCode',
  'customCodePurpose',
  'consentBannerVersion',
  'consentExpiryMonths',
  'languages',
] as const satisfies readonly (keyof SettingsDraft)[];

/** Why a regular admin sees them read-only. */
export const SUPER_ADMIN_ONLY_NOTE = 'Only a super admin can change analytics and custom code, because they run on every page.';

export const SOCIAL_KEYS = ['facebook', 'twitter', 'instagram', 'linkedin', 'youtube'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

/** docs/product/limits.md: homepage settings limits. */
export const LIMITS = {
  metaTitle: 60,
  metaDescription: 160,
  ogTitle: 60,
  ogDescription: 160,
  twitterTitle: 60,
  twitterDescription: 160,
  siteName: 100,
  siteDescription: 300,
} as const;

export const DEFAULT_FEATURES: FeatureSwitches = { enableBooking: true, enableChat: false, enableNewsletter: true, enableReviews: true, enableBlog: false };

export type SettingsDraft = Record<TextKey, string> & {
  keywords: string;
  socialMedia: Record<SocialKey, string>;
  theme: HomepageSettings['theme'];
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  features: FeatureSwitches;
  /** What the custom code is for, the cookie banner's version and how long a choice holds (ADR 0042). */
  customCodePurpose: S['ConsentPurpose'];
  consentBannerVersion: number;
  consentExpiryMonths: number;
  /** The site's languages, the default first (ADR 0044); left unset while none are stored and nobody changed them. */
  languages?: SiteLanguage[];
};

export type DraftPatch = Partial<SettingsDraft>;

export function draftFromSettings(s: HomepageSettings | null | undefined): SettingsDraft {
  const text = Object.fromEntries(TEXT_KEYS.map((k) => [k, s?.[k] ?? ''])) as Record<TextKey, string>;
  const socialMedia = Object.fromEntries(SOCIAL_KEYS.map((k) => [k, s?.socialMedia?.[k] ?? ''])) as Record<SocialKey, string>;
  return {
    ...text,
    keywords: (s?.metaKeywords ?? []).join(', '),
    socialMedia,
    theme: s?.theme ?? 'light',
    primaryColor: s?.primaryColor ?? DEFAULT_BRAND_COLOURS.primaryColor,
    secondaryColor: s?.secondaryColor ?? DEFAULT_BRAND_COLOURS.secondaryColor,
    accentColor: s?.accentColor ?? DEFAULT_BRAND_COLOURS.accentColor,
    features: { ...DEFAULT_FEATURES, ...s?.features },
    customCodePurpose: s?.customCodePurpose ?? CONSENT_DEFAULTS.customCodePurpose,
    consentBannerVersion: s?.consentBannerVersion ?? CONSENT_DEFAULTS.consentBannerVersion,
    consentExpiryMonths: s?.consentExpiryMonths ?? CONSENT_DEFAULTS.consentExpiryMonths,
    ...(s?.languages ? { languages: s.languages.map((l) => ({ ...l })) } : {}),
  };
}

/** Comma-separated keywords: trimmed, empties dropped (docs/product/validation.md). */
export function parseKeywords(text: string): string[] {
  return text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}

/** docs/product/messages.md: the one message for a missing meta title or site name. */
export const REQUIRED_MESSAGE = 'Meta title and site name are required';
/** The meta description is required too (docs/product/validation.md); this is its own message. */
export const META_DESCRIPTION_REQUIRED = 'Meta description is required';

export interface DraftErrors {
  /** REQUIRED_MESSAGE, when the meta title or the site name (flagged below) is missing. */
  required?: string;
  metaTitle?: boolean;
  siteName?: boolean;
  metaDescription?: string;
}

export function validateDraft(d: SettingsDraft): DraftErrors {
  const metaTitle = !d.metaTitle.trim();
  const siteName = !d.siteName.trim();
  return {
    ...(metaTitle || siteName ? { required: REQUIRED_MESSAGE, metaTitle, siteName } : {}),
    ...(d.metaDescription.trim() ? {} : { metaDescription: META_DESCRIPTION_REQUIRED }),
  };
}

export type SettingsTab = 'seo' | 'site' | 'social' | 'analytics' | 'design' | 'features' | 'languages';

/** The tab of the first missing field, in the form's order (SEO, then Site Info); none when nothing is. */
export function firstInvalidTab(e: DraftErrors): SettingsTab | undefined {
  if (e.metaTitle || e.metaDescription) return 'seo';
  return e.siteName ? 'site' : undefined;
}

/** The body sent on save: the settings plus lastModifiedBy 'admin' and lastModifiedAt (docs/product/validation.md and roles.md). */
export function toSettingsInput(d: SettingsDraft, now = new Date()): S['HomepageSettingsInput'] {
  const { keywords, ...rest } = d;
  return { ...rest, metaKeywords: parseKeywords(keywords), lastModifiedBy: 'admin', lastModifiedAt: now.toISOString() };
}
