// The mocks' in-memory database: a deep copy of the one demo dataset that the backend seeds too. Writes
// change what later reads return; resetDb() restores the demo content (tests call it before each case).
import { systemClock, type Clock } from '@shared/clock';
import type { components } from '@shared/contract/schema';
import type { StoredAnswer } from '@shared/contract/idempotency';
import { DEFAULT_RELEASE_SETTINGS, type StoredDraft, type StoredRelease } from '@shared/contract/releases';
import { BUILT_KINDS, type BuiltKind, type BuiltSection } from '@shared/content-kinds';
import { contentTranslations, demoData, type DemoDelivery } from '@shared/demo-content';
import type { StoredTranslation } from '@shared/contract/translations';
import { seedChat } from './chat-seed';

type S = components['schemas'];

export interface StoredBlob {
  bytes: Uint8Array;
  mime: string;
  originalName: string;
}

export interface MockSessionFamily {
  adminId: string;
  createdAt: number;
  /** The absolute end: sign-in + the session limit. */
  expiresAt: number;
  revoked: boolean;
}

export interface CaseFileTicket {
  bookingId: string;
  issuedAt: number;
  used: boolean;
}

/** A tus upload of a case file (ADR 0027): the CaseUpload the API shows, plus what only the mocks keep. */
export interface StoredCaseUpload extends Omit<S['CaseUpload'], '_id'> {
  /** 32 lowercase hex characters, the last segment of its Location. */
  id: string;
  /** The Case-Upload-Token it was created with; never shown in an answer. */
  token: string;
  /** The booking the token was used for, or null while the form is being filled in. */
  bookingId: string | null;
  /** Allocated to `size` at creation and filled as PATCHes arrive; emptied when the file is refused. */
  bytes: Uint8Array;
}

export interface UploadTokenRecord {
  /** The booking that used the token up, or null while it may still start uploads. */
  bookingId: string | null;
  createdAt: number;
}

export interface CaseDownloadLink {
  uploadId: string;
  /** ms since the epoch. */
  expiresAt: number;
  /** The admin who asked for the link; the download is recorded in their name. */
  adminId: string;
}

export interface PersonExportLinkRecord {
  /** The address as the super admin asked for it; never part of the link. */
  email: string;
  /** ms since the epoch. */
  expiresAt: number;
  /** The admin who asked for the link; the export is recorded in their name. */
  adminId: string;
}

export interface MockNewsletterToken {
  subscriberId: string;
  purpose: 'confirm' | 'unsubscribe';
  version: number;
}

export interface MockNewsletterSend {
  articleId: string;
  subscriberId: string;
  status: 'pending' | 'sent' | 'skipped';
  startedBy: string;
  createdAt: string;
  sentAt?: string;
}

/** The collections of the kinds built from their declarations, under the names they declare, typed by the contract. */
type BuiltCollections = { [K in BuiltKind as K['collection']]: BuiltSection<K>[] };

/** The chat (mocks/chat.ts): the demo conversations, their derived events, and the visitors' tokens. */
function chatCollections(admins: S['Admin'][]) {
  const { conversations, events } = seedChat(structuredClone(demoData.chatConversations), admins);
  return {
    chatConversations: conversations,
    /** Every stored chat event, oldest first: its stream id is its place. */
    chatEvents: events,
    /** The highest stream id ever given, so an id is never given twice, even after an erasure removed the newest events. */
    chatEventsUpTo: events.at(-1)?.id ?? 0,
    /** A visitor's conversation token (random here, kept in the db; the server's are signed) -> the conversation. */
    chatTokens: new Map<string, string>(),
    /** The tokens of the "continue the conversation" links of replies written while the visitor was away. */
    chatResumeTokens: new Map<string, string>(),
    /** The event streams open now, by holder (a conversation's id, or `team:<admin id>`). */
    chatStreams: new Map<string, Set<symbol>>(),
  };
}

function seedCollections() {
  const d = structuredClone(demoData) as unknown as {
    [K in keyof typeof demoData]: (typeof demoData)[K] extends readonly (infer T)[] ? T[] : never;
  };
  const built = Object.fromEntries(BUILT_KINDS.map((k) => [k.collection, (d as unknown as Record<string, unknown[]>)[k.demoKey]])) as BuiltCollections;
  return {
    ...built,
    heroes: d.heroes as S['Hero'][],
    serviceSections: d.serviceSections as S['ServiceSection'][],
    pricingConfigs: d.pricingConfigs as S['PricingConfig'][],
    headers: d.headers as S['Header'][],
    footers: d.footers as S['Footer'][],
    homepageSettings: d.homepageSettings as S['HomepageSettings'][],
    homepages: d.homepages as S['Homepage'][],
    serviceDetails: d.serviceDetails as S['ServiceDetails'][],
    privacyPolicies: d.privacyPolicies as S['PrivacyPolicy'][],
    termsConditions: d.termsConditions as S['TermsConditions'][],
    /** The blog's articles, each with its tags and its author's name as the API shows them. */
    articles: d.articles as S['Article'][],
    /** Every slug an article has had, kept when it is renamed or deleted: an earlier one answers 301, a deleted one's 410. */
    articleSlugs: d.articles.map((a) => ({ slug: a.slug, articleId: a._id })),
    admins: d.demoAdmins as { admin: S['Admin']; password: string }[],
    bookings: d.bookings as S['Booking'][],
    contactMessages: d.contactMessages as S['ContactMessage'][],
    newsletterSubscribers: d.newsletterSubscribers as S['NewsletterSubscriber'][],
    /** Each subscriber's token version (absent: 1): raised by every unsubscribe and re-subscribe, so earlier links die. */
    newsletterVersions: new Map<string, number>(),
    /** The newsletter links' tokens (random, kept here; the server's are signed): token -> what it is for. */
    newsletterTokens: new Map<string, MockNewsletterToken>(),
    /** Articles' emails to subscribers, one per (article, subscriber), in the order they were queued (ADR 0040). */
    newsletterSends: [] as MockNewsletterSend[],
    fileAssets: d.fileAssets as S['FileAsset'][],
    /**
     * The records of visitors' choices on the trackers, oldest first (ADR 0042): a random id, the answers, the
     * banner's version and the times; nothing that names or locates the visitor.
     */
    consentRecords: [] as S['ConsentState'][],
    /**
     * The `novaguide_consent` cookie values the mocks issued -> the record each names. The server signs the choice
     * into its cookie; the mocks hold no secret, so a value they did not issue (forged, malformed) names nothing.
     */
    consentCookies: new Map<string, string>(),
    /** Every version of the health-data consent text, oldest first (ADR 0043). */
    healthConsentTexts: d.healthConsentTexts as S['HealthConsentText'][],
    ...chatCollections(d.demoAdmins.map((a) => a.admin as S['Admin'])),
    /** Each record's texts in the site's other languages, one row per record and language (ADR 0044). */
    contentTranslations: structuredClone(contentTranslations) as StoredTranslation[],
    /** Revision history of the content records, oldest first. */
    revisions: d.revisions as S['Revision'][],
    /** The activity log, oldest first; names are looked up when it is read. */
    activity: d.activityEvents as Omit<S['ActivityEvent'], 'adminName'>[],
    notificationSettings: structuredClone(demoData.notificationSettings) as S['NotificationSettingsInput'] & {
      lastModifiedBy?: string;
      lastModifiedAt?: string;
    },
    /** The emails bookings and messages caused, by the booking or message they belong to. */
    mailDeliveries: d.mailDeliveries as DemoDelivery[],
    /** Releases (ADR 0033), oldest first. */
    releases: d.releases as StoredRelease[],
    /** The releases' drafts, oldest first (ADR 0033). */
    releaseDrafts: d.releaseDrafts as StoredDraft[],
    /** Whether regular admins may publish releases without review. */
    releaseSettings: { ...DEFAULT_RELEASE_SETTINGS } as S['ReleaseSettings'],
    /** Uploaded logos and images, served by the mocks under their url. */
    blobs: new Map<string, StoredBlob>(),
    /** Private case files by booking id; never served publicly. */
    caseFiles: new Map<string, StoredBlob>(),
    /** fileNameForVPS -> the booking it belongs to. */
    caseFileTickets: new Map<string, CaseFileTicket>(),
    /** Resumable case-file uploads by id, in the order they were started. */
    caseUploads: new Map<string, StoredCaseUpload>(),
    /** Case-Upload-Token -> whether a booking has used it. */
    uploadTokens: new Map<string, UploadTokenRecord>(),
    /** Download-link signature -> the upload it opens, until when, and for whom. */
    downloadLinks: new Map<string, CaseDownloadLink>(),
    /** A person's export-link signature (random here; the server's is encrypted) -> whose data, until when, for whom (ADR 0043). */
    personExportLinks: new Map<string, PersonExportLinkRecord>(),
    /** The first answer to each Idempotency-Key, by operation and key (see mocks/idempotency.ts). */
    idempotencyKeys: new Map<string, StoredAnswer>(),
    revokedTokens: new Set<string>(),
    /** Session families (one per sign-in) by id, and refresh tokens by value (ADR 0001). */
    sessionFamilies: new Map<string, MockSessionFamily>(),
    refreshTokens: new Map<string, { familyId: string; usedAt?: number }>(),
    /** Each admin's token version: raised when their sessions are revoked (absent: 0). */
    tokenVersions: new Map<string, number>(),
    /**
     * The refresh token the browser would hold in its HttpOnly cookie. A service worker cannot set one, so the
     * mocks keep it here, out of the page's storage and answers.
     */
    refreshCookie: undefined as string | undefined,
    loginFailures: new Map<string, number[]>(),
    publicWrites: new Map<string, number[]>(),
  };
}

export type MockDb = ReturnType<typeof seedCollections>;

export const db: MockDb = seedCollections();

/** Restores the demo content and forgets every write, token revocation and rate-limit counter. */
export function resetDb(mutate?: (db: MockDb) => void): MockDb {
  Object.assign(db, seedCollections());
  mutate?.(db);
  return db;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The ids a release's draft made, given back to it when it is made again (ADR 0033: the id plan). The server keeps
 * one per request (AsyncLocalStorage); the mocks, with no such thing in a browser, keep the one of the draft being
 * made: another call answered while it awaits would take from it, which a single user's mocks do not do.
 */
let idPlan: { plan: string[]; made: string[] } | undefined;

/** A new 24-hex id, the shape the demo data and the backend use; inside `withIdPlan`, the plan's next one first. */
export function newId(): string {
  const id = idPlan?.plan.shift() ?? hex(globalThis.crypto.getRandomValues(new Uint8Array(12)));
  idPlan?.made.push(id);
  return id;
}

/** Runs `work` with `plan` as the ids `newId()` hands out first; answers every id it made. */
export async function withIdPlan(plan: readonly string[], work: () => Promise<unknown>): Promise<string[]> {
  const outer = idPlan;
  const ids = (idPlan = { plan: [...plan], made: [] });
  try {
    await work();
  } finally {
    idPlan = outer;
  }
  return ids.made;
}

/** A random, unguessable token (32 hex characters). */
export function randomToken(): string {
  return hex(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}

/** The mocks' clock: the system's, unless a story or test sets its own (setMockClock) to bring a scheduled time. */
let clock: Clock = systemClock;
export const mockNow = () => clock.now();
/** Sets the mocks' clock: a manual one, or a fixed or moving time in ms; without one, the system's again. */
export function setMockClock(now?: Clock | (() => number)) {
  clock = typeof now === 'function' ? { ...systemClock, now } : (now ?? systemClock);
}

export const nowIso = () => new Date(mockNow()).toISOString();
