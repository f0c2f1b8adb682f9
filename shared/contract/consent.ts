// A visitor's consent to the site's trackers (ADR 0042): the purposes, which of the settings' trackers serves which
// purpose, the banner's texts, and what a choice allows. The server (what it renders into a page, the consent call),
// the mocks and the banner all follow these, so a rule is written once.
import { HttpError } from './http-error';
import type { components } from './schema';

type S = components['schemas'];
export type ConsentPurpose = S['ConsentPurpose'];
export type ConsentState = S['ConsentState'];
export type ConsentInput = S['ConsentInput'];
type Settings = S['HomepageSettings'];

/** The cookie that holds a visitor's choice: signed by the server, HttpOnly, for the whole site. */
export const CONSENT_COOKIE = 'novaguide_consent';

/** The purposes a visitor chooses; 'necessary' is always on and never asked. */
export const OPTIONAL_PURPOSES = ['analytics', 'marketing'] as const;
export type OptionalPurpose = (typeof OPTIONAL_PURPOSES)[number];

/** What the settings leave unset: custom code counts as marketing, version 1, six months. */
export const CONSENT_DEFAULTS = { customCodePurpose: 'marketing', consentBannerVersion: 1, consentExpiryMonths: 6 } as const;

/** Choices per address: a visitor clicks a few times at most; a loop is refused for a minute (429). */
export const CONSENT_RATE_LIMIT = { maxRequests: 30, windowMs: 60_000 } as const;

/** An analytics or pixel id the server writes into a page: letters, digits and dashes only. */
export const TRACKER_ID = /^[A-Za-z0-9-]{2,50}$/;

/** The Google Analytics id and the Facebook pixel id of the settings, where each is one the server writes. */
export function trackerIds(settings: Pick<Settings, 'googleAnalyticsId' | 'facebookPixelId'>): { googleAnalyticsId?: string; facebookPixelId?: string } {
  const ga = settings.googleAnalyticsId?.trim();
  const pixel = settings.facebookPixelId?.trim();
  return { ...(ga && TRACKER_ID.test(ga) ? { googleAnalyticsId: ga } : {}), ...(pixel && TRACKER_ID.test(pixel) ? { facebookPixelId: pixel } : {}) };
}

/** The custom code's purpose: unset counts as marketing. */
export const customCodePurposeOf = (settings: Pick<Settings, 'customCodePurpose'>): ConsentPurpose =>
  settings.customCodePurpose ?? CONSENT_DEFAULTS.customCodePurpose;

const hasCustomCode = (settings: Pick<Settings, 'customHeadCode' | 'customBodyCode'>) => !!settings.customHeadCode?.trim() || !!settings.customBodyCode?.trim();

/**
 * The purposes the site's trackers serve: analytics (Google Analytics, custom code marked so), marketing (the pixel,
 * custom code marked so or unmarked). None in use: no banner is shown.
 */
export function purposesInUse(settings: Settings): Record<OptionalPurpose, boolean> {
  const ids = trackerIds(settings);
  const custom = hasCustomCode(settings) ? customCodePurposeOf(settings) : undefined;
  return {
    analytics: !!ids.googleAnalyticsId || custom === 'analytics',
    marketing: !!ids.facebookPixelId || custom === 'marketing',
  };
}

/** Whether the site asks at all: some tracker needs a purpose a visitor must allow. */
export const asksConsent = (settings: Settings | undefined) => !!settings && OPTIONAL_PURPOSES.some((p) => purposesInUse(settings)[p]);

/** The settings' banner version and how long a choice holds. */
export const bannerVersionOf = (settings: Pick<Settings, 'consentBannerVersion'> | undefined) =>
  settings?.consentBannerVersion ?? CONSENT_DEFAULTS.consentBannerVersion;
export const expiryMonthsOf = (settings: Pick<Settings, 'consentExpiryMonths'> | undefined) =>
  settings?.consentExpiryMonths ?? CONSENT_DEFAULTS.consentExpiryMonths;

/** When a choice made at `givenAt` stops holding: `months` calendar months later. */
export function consentExpiry(givenAt: Date, months: number): Date {
  const at = new Date(givenAt);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at;
}

/** A choice that holds now: for the current banner version and not expired. Anything else is no consent. */
export function consentHolds(state: ConsentState | null | undefined, settings: Settings | undefined, now: Date): state is ConsentState {
  return !!state && state.bannerVersion === bannerVersionOf(settings) && Date.parse(state.expiresAt) > now.getTime();
}

/**
 * A new choice as it is recorded and held: given now (whole milliseconds, as the server's cookie holds them), for
 * the settings' months. 400 naming `bannerVersion` when the choice was made on another banner than the current one.
 */
export function newConsentState(input: ConsentInput, settings: Settings | undefined, now: number, consentId: string): ConsentState {
  if (input.bannerVersion !== bannerVersionOf(settings)) {
    throw new HttpError(400, CONSENT_TEXTS.staleVersion, [{ field: 'bannerVersion', message: CONSENT_TEXTS.staleVersion }]);
  }
  const givenAt = new Date(Math.floor(now));
  return {
    consentId,
    analytics: input.analytics,
    marketing: input.marketing,
    bannerVersion: input.bannerVersion,
    givenAt: givenAt.toISOString(),
    expiresAt: consentExpiry(givenAt, expiryMonthsOf(settings)).toISOString(),
  };
}

/** Whether `purpose` is allowed by the visitor's choice (necessary always is; no choice allows nothing else). */
export const allows = (state: ConsentState | null | undefined, purpose: ConsentPurpose) => purpose === 'necessary' || !!state?.[purpose];

/**
 * The page's consent as one of five variants: 'ask' (no choice holds) or the two purposes' answers. A page is the
 * same bytes for every visitor of one variant, so the content cache keeps one page per variant.
 */
export type ConsentVariant = 'ask' | `a${0 | 1}m${0 | 1}`;
export const consentVariant = (state: ConsentState | null | undefined): ConsentVariant =>
  state ? (`a${state.analytics ? 1 : 0}m${state.marketing ? 1 : 0}` as ConsentVariant) : 'ask';

/** The texts visitors see. "Accept all" and "Reject all" are equally prominent; nothing is ticked before a choice. */
export const CONSENT_TEXTS = {
  bannerLabel: 'Cookie consent',
  bannerTitle: 'Your privacy',
  bannerText:
    'We use cookies for analytics and marketing only with your consent. The cookies this site needs to work are always on. You can change your choice at any time under "Cookie settings".',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  choose: 'Choose',
  saveChoices: 'Save choices',
  cookieSettings: 'Cookie settings',
  saved: 'Your choice is saved.',
  failed: 'Your choice could not be saved. Please try again.',
  purposes: {
    necessary: { label: 'Necessary', description: 'What the site needs to work: your session, the chat, this choice. Always on.' },
    analytics: { label: 'Analytics', description: 'Counting visits and pages read, to improve the site (Google Analytics).' },
    marketing: { label: 'Marketing', description: 'Measuring our advertising (the Facebook pixel).' },
  },
  /** 400 on POST /consent for a version that is not the current one. */
  staleVersion: 'The cookie banner has changed; please choose again.',
  tooMany: 'Too many choices from this address. Please wait a minute.',
} as const;
