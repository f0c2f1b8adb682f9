// Health data and one person's data (ADR 0043): the explicit consent a booking with case files needs, and what the
// Person screen finds, exports and erases for one email address. The server, the mocks and the screens all follow
// these, so a rule and a text are written once.
import { HttpError } from './http-error';
import type { components } from './schema';

type S = components['schemas'];
export type HealthConsentText = S['HealthConsentText'];
export type HealthDataConsent = S['HealthDataConsent'];
export type PersonCounts = S['PersonCounts'];
export type PersonRecords = S['PersonRecords'];
export type PersonErasure = S['PersonErasure'];

/** The field of a booking (and of a chat's first message) that names the consent text's version the visitor ticked. */
export const HEALTH_CONSENT_FIELD = 'healthDataConsentVersion';

/** The first version of the text, as the demo seeds it and an empty database starts with it. */
export const DEFAULT_HEALTH_CONSENT_TEXT =
  'I give my explicit consent that NovaGuide processes the scans, photographs and clinical notes I send about my patient, which are health data, for planning the implant treatment and designing its surgical guide. They are kept for the retention period set out in the privacy policy, read only by the planning team, and deleted on request.';

export const HEALTH_CONSENT_TEXTS = {
  label: 'I consent to the processing of this health data for planning',
  missing: 'Please give your explicit consent to the processing of health data before sending case files',
  stale: 'The consent text has changed since this page was loaded; please read it again and tick the box',
  saved: 'Health data consent text saved',
  unchanged: 'The text is the same as the current version; nothing was stored',
  policyHeading: 'Health data you send us',
} as const;

/**
 * The rule of `POST /booking/create` (and, with `filesBound` false, of a chat's first message): a booking that binds
 * case files names the current version; a version that is not the current one is refused even without files.
 */
export function checkHealthConsent(given: number | undefined, current: number, filesBound: boolean): void {
  if (given === undefined) {
    if (filesBound) throw new HttpError(400, HEALTH_CONSENT_TEXTS.missing, [{ field: HEALTH_CONSENT_FIELD, message: HEALTH_CONSENT_TEXTS.missing }]);
    return;
  }
  if (given !== current) throw new HttpError(400, HEALTH_CONSENT_TEXTS.stale, [{ field: HEALTH_CONSENT_FIELD, message: HEALTH_CONSENT_TEXTS.stale }]);
}

/** Addresses are compared without regard to case or surrounding spaces. */
export const personKey = (email: string) => email.trim().toLowerCase();

export const PERSON_KINDS = [
  'bookings',
  'caseFiles',
  'messages',
  'subscriptions',
  'conversations',
  'chatMessages',
  'emails',
  'consents',
] as const satisfies readonly (keyof PersonCounts)[];

export const noPersonRecords = (): PersonCounts => ({
  bookings: 0,
  caseFiles: 0,
  messages: 0,
  subscriptions: 0,
  conversations: 0,
  chatMessages: 0,
  emails: 0,
  consents: 0,
});

export const storesAnything = (counts: PersonCounts) => PERSON_KINDS.some((kind) => counts[kind] > 0);

/** Words for the counts, as the activity entry and the Person screen show them: "2 bookings, 3 case files". */
const KIND_WORDS: Record<keyof PersonCounts, [string, string]> = {
  bookings: ['booking', 'bookings'],
  caseFiles: ['case file', 'case files'],
  messages: ['contact message', 'contact messages'],
  subscriptions: ['newsletter subscription', 'newsletter subscriptions'],
  conversations: ['chat conversation', 'chat conversations'],
  chatMessages: ['chat message', 'chat messages'],
  emails: ['email', 'emails'],
  consents: ['health-data consent', 'health-data consents'],
};

export function countsInWords(counts: PersonCounts): string {
  const parts = PERSON_KINDS.filter((kind) => counts[kind] > 0).map((kind) => `${counts[kind]} ${KIND_WORDS[kind][counts[kind] === 1 ? 0 : 1]}`);
  return parts.length ? parts.join(', ') : 'nothing';
}

export const PERSON_TEXTS = {
  erased: 'Everything stored for that address was erased.',
  nothingStored: 'Nothing is stored for that address; nothing was erased.',
  nothingToExport: 'Nothing is stored for that address',
  /** An export link that expired or was altered (403). */
  linkExpired: 'This export link has expired. Search for the address again for a new one.',
  /** The activity entries: kinds and counts, never the address. */
  exportSummary: (counts: PersonCounts) => `Exported a person's data (${countsInWords(counts)})`,
  eraseSummary: (counts: PersonCounts) => `Erased a person's data (${countsInWords(counts)})`,
  /** What an activity entry about an erased record says instead of the name or subject it held. */
  erasedRecord: 'an erased person’s record',
} as const;

/** A file name as an archive entry: no folders, no characters a file system refuses, no control characters. */
const safeEntryName = (fileName: string) => Array.from(fileName, (ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? '_' : ch)).join('') || 'file';

/** The archive's layout: one JSON file per kind, and the case files as uploaded under case-files/<booking id>/. */
export const PERSON_ARCHIVE = {
  fileName: (exportedAt: Date) => `personal-data-${exportedAt.toISOString().slice(0, 10)}.zip`,
  summary: 'person.json',
  kinds: {
    bookings: 'bookings.json',
    messages: 'messages.json',
    subscriptions: 'newsletter.json',
    conversations: 'conversations.json',
    emails: 'emails.json',
    consents: 'consents.json',
  },
  caseFile: (bookingId: string, caseUploadId: string, fileName: string) => `case-files/${bookingId}/${caseUploadId}-${safeEntryName(fileName)}`,
} as const;

/** How long an export link works. */
export const PERSON_EXPORT_LINK_MS = 5 * 60_000;
