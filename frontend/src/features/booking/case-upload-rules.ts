// The case-file upload list's rules and words (ADR 0027): what a row is, how its state reads, and what the booking
// form's submit must wait for. No tus code here: the form imports this before the upload list has loaded.
import { useMemo } from 'react';
import { CASE_UPLOAD_MESSAGES, humanBytes, MAX_FILES_PER_BOOKING, type CaseFileKind } from '@shared/contract/case-files';
import { usePageLocale } from '@/lib/format/intl';
import { caseUploadTexts } from '@/lib/i18n/catalogs';
import { messagesIn, useMessages, type Translate } from '@/lib/i18n/use-messages';
import { BOOKING_MESSAGES, type BookingMessages } from './booking-rules';

export type CaseUploadState = 'waiting' | 'uploading' | 'paused' | 'checking' | 'complete' | 'refused' | 'failed';

/** One file of the list. `key` is the list's own; the server knows the upload by its `uploadUrl`. */
export interface CaseUploadItem {
  key: string;
  name: string;
  size: number;
  lastModified: number;
  state: CaseUploadState;
  /** Bytes sent (or, after a reload, the bytes the server has). */
  sent: number;
  uploadUrl: string | null;
  /** What the server found the file to be, once complete. */
  kind: CaseFileKind | null;
  /** Why the file was refused, or why it failed: in English, as the server and the shared rules say it (problemIn words it). */
  problem: string | null;
  /** Restored after a reload: the browser needs the visitor to pick the file again before it can go on. */
  needsFile: boolean;
  /** Set when a Remove or Cancel could not reach the server (the row came back); the list words it (removeFailed). */
  removeError: string | null;
}

export interface CaseUploadSnapshot {
  items: readonly CaseUploadItem[];
  /** Bytes a second over the last few seconds, while something is uploading. */
  speed: number | null;
  /** The last change, for the polite live region (announcementText words it); `id` makes a repeat a new announcement. */
  announcement: { id: number; item: Announced; event: AnnouncedEvent } | null;
  /** Removals still on their way to the server. */
  removing: number;
}

/** What an announcement says of a file: its name and, for a change of state, the state. */
export type Announced = Pick<CaseUploadItem, 'name' | 'state' | 'kind' | 'size' | 'problem' | 'needsFile'>;
/** A change of state, a removal, a removal that could not reach the server, or a file picked twice. */
export type AnnouncedEvent = 'state' | 'removed' | 'removeFailed' | 'duplicate';

export const EMPTY_SNAPSHOT: CaseUploadSnapshot = { items: [], speed: null, announcement: null, removing: 0 };

/** The list's words in one language: its catalog texts and the locale its sizes are written in. */
export interface UploadWords {
  t: Translate<(typeof caseUploadTexts)['en']>;
  locale: string;
}

export const ENGLISH_UPLOAD_WORDS: UploadWords = { t: messagesIn(caseUploadTexts, 'en'), locale: 'en-US' };

/** The list's words in the page's language. */
export function useUploadWords(): UploadWords {
  const t = useMessages(caseUploadTexts);
  const locale = usePageLocale();
  return useMemo(() => ({ t, locale }), [t, locale]);
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** A size for people in the words' language, as humanBytes rounds it: 2 GB, 150 MB, 12.5 MB (12,5 MB in German), 800 KB. */
export function formatSize(bytes: number, { t, locale }: UploadWords = ENGLISH_UPLOAD_WORDS): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 || Number.isInteger(value) ? 0 : 1;
  const shown = Math.round(value * 10 ** digits) / 10 ** digits;
  if (unit === 0) return t('bytes', { count: shown });
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits, useGrouping: false }).format(shown)} ${UNITS[unit]}`;
}

const KIND_KEYS: Record<CaseFileKind, keyof (typeof caseUploadTexts)['en']> = {
  'dicom-zip': 'kindDicomZip',
  dicom: 'kindDicom',
  stl: 'kindStl',
  ply: 'kindPly',
  obj: 'kindObj',
  pdf: 'kindPdf',
  doc: 'kindDoc',
  docx: 'kindDocx',
  jpeg: 'kindJpeg',
  png: 'kindPng',
};

/** The booking form's hint: the accepted kinds and the server's real limits. */
export const caseUploadHintIn = (limits: { maxFileBytes: number; maxBookingBytes: number }, words: UploadWords = ENGLISH_UPLOAD_WORDS) =>
  words.t('hint', { maxFile: formatSize(limits.maxFileBytes, words), maxBooking: formatSize(limits.maxBookingBytes, words) });

/** The problems the form itself finds (the controller's), in English as it stores them (problemIn words them). */
export const UPLOAD_PROBLEMS = {
  gaveUp: ENGLISH_UPLOAD_WORDS.t('gaveUp'),
  serverRefused: (status: number) => ENGLISH_UPLOAD_WORDS.t('serverRefused', { status }),
  notChecked: ENGLISH_UPLOAD_WORDS.t('notChecked'),
} as const;

/** Where a problem's varying part stands in its English text (the ending, a size, a status). */
const HOLE = '\u0000';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Each known problem's English text as a pattern, with its key and the name of its argument. */
const KNOWN_PROBLEMS: { pattern: RegExp; key: keyof (typeof caseUploadTexts)['en']; arg?: string }[] = [
  { english: CASE_UPLOAD_MESSAGES.notAccepted(HOLE), key: 'notAccepted', arg: 'ext' } as const,
  { english: CASE_UPLOAD_MESSAGES.notWhatItSays(HOLE), key: 'notWhatItSays', arg: 'ext' } as const,
  { english: CASE_UPLOAD_MESSAGES.fileTooLarge(1).replace(humanBytes(1), HOLE), key: 'fileTooLarge', arg: 'max' } as const,
  { english: CASE_UPLOAD_MESSAGES.bookingTooLarge(1).replace(humanBytes(1), HOLE), key: 'bookingTooLarge', arg: 'max' } as const,
  { english: CASE_UPLOAD_MESSAGES.tooManyFiles.replace(String(MAX_FILES_PER_BOOKING), HOLE), key: 'tooManyFiles', arg: 'max' } as const,
  { english: CASE_UPLOAD_MESSAGES.empty, key: 'empty' } as const,
  { english: CASE_UPLOAD_MESSAGES.alreadyBound, key: 'alreadyBound' } as const,
  { english: CASE_UPLOAD_MESSAGES.notComplete, key: 'notComplete' } as const,
  { english: UPLOAD_PROBLEMS.gaveUp, key: 'gaveUp' } as const,
  { english: UPLOAD_PROBLEMS.serverRefused(0).replace('0', HOLE), key: 'serverRefused', arg: 'status' } as const,
  { english: UPLOAD_PROBLEMS.notChecked, key: 'notChecked' } as const,
].map(({ english, ...rest }) => ({ ...rest, pattern: new RegExp(`^${escape(english).replace(HOLE, '(.*)')}$`, 's') }));

/** A problem in the words' language: a known one by its English text (its ending, size or status kept), else as it came. */
export function problemIn(problem: string, words: UploadWords = ENGLISH_UPLOAD_WORDS): string {
  for (const { pattern, key, arg } of KNOWN_PROBLEMS) {
    const found = pattern.exec(problem);
    if (!found) continue;
    // The varying part is kept as the server wrote it (an ending, a size, a status).
    return arg ? words.t(key, { [arg]: found[1] }) : words.t(key);
  }
  return problem;
}

/** The row's state in words: "Complete — STL mesh, 48 MB", "scan.stl was refused: …", "Paused — choose … again". */
export function stateLine(item: Announced, words: UploadWords = ENGLISH_UPLOAD_WORDS): string {
  const { t } = words;
  switch (item.state) {
    case 'complete':
      return item.kind
        ? t('completeKind', { kind: t(KIND_KEYS[item.kind]), size: formatSize(item.size, words) })
        : t('complete', { size: formatSize(item.size, words) });
    case 'refused':
      return item.problem ? t('refused', { name: item.name, problem: problemIn(item.problem, words) }) : t('refusedUnknown', { name: item.name });
    case 'failed':
      return item.problem ? t('failed', { problem: problemIn(item.problem, words) }) : t('failedUnknown');
    case 'paused':
      return item.needsFile ? t('pausedChooseAgain', { name: item.name }) : t('paused');
    default:
      return t(item.state);
  }
}

/** What the live region says when a row changes state (not on every percent), is removed, or could not be removed. */
export function announcementText(announcement: NonNullable<CaseUploadSnapshot['announcement']>, words: UploadWords = ENGLISH_UPLOAD_WORDS): string {
  const { item, event } = announcement;
  if (event === 'removed') return words.t('removed', { name: item.name });
  if (event === 'removeFailed') return words.t('removeFailed', { name: item.name });
  if (event === 'duplicate') return words.t('duplicate', { name: item.name });
  return item.state === 'refused' ? stateLine(item, words) : words.t('announce', { name: item.name, state: stateLine(item, words) });
}

const PENDING: readonly CaseUploadState[] = ['waiting', 'uploading', 'paused', 'checking'];

/** True while a file is on its way (waiting, uploading, paused, being checked) or being removed. */
export const filesPending = (snapshot: CaseUploadSnapshot) => snapshot.removing > 0 || snapshot.items.some((i) => PENDING.includes(i.state));

/**
 * Why the booking cannot be sent yet, or null: files still on their way (the form then sends it once they are in),
 * or refused/failed ones to remove.
 */
export function submitBlocker(
  snapshot: CaseUploadSnapshot,
  words: Pick<BookingMessages, 'filesUploading' | 'filesNotAccepted'> = BOOKING_MESSAGES,
): string | null {
  if (filesPending(snapshot)) return words.filesUploading;
  if (snapshot.items.some((i) => i.state === 'refused' || i.state === 'failed')) return words.filesNotAccepted;
  return null;
}

/** The picker's `accept`: ".zip,.dcm,.stl,…". */
export const acceptOf = (extensions: readonly string[]) => extensions.map((e) => `.${e}`).join(',');

/** "about 2 min left", "less than a minute left", "about 1 h 5 min left". */
export function timeLeft(seconds: number, { t }: UploadWords = ENGLISH_UPLOAD_WORDS): string {
  if (seconds < 60) return t('lessThanMinute');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('aboutMinutes', { minutes });
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? t('aboutHoursMinutes', { hours, minutes: minutes % 60 }) : t('aboutHours', { hours });
}

/** The total's line: "12.4 MB of 480 MB · 3.1 MB/s · about 2 min left" (speed and time only while known). */
export function totalLine(sent: number, total: number, speed: number | null, words: UploadWords = ENGLISH_UPLOAD_WORDS): string {
  const parts = [words.t('ofTotal', { sent: formatSize(sent, words), total: formatSize(total, words) })];
  if (speed && speed > 0 && sent < total) parts.push(words.t('perSecond', { size: formatSize(speed, words) }), timeLeft((total - sent) / speed, words));
  return parts.join(' · ');
}

/** The rows the total counts: everything but refused files (their bytes were deleted). */
export function totals(items: readonly CaseUploadItem[]) {
  const counted = items.filter((i) => i.state !== 'refused');
  return { sent: counted.reduce((s, i) => s + Math.min(i.sent, i.size), 0), total: counted.reduce((s, i) => s + i.size, 0) };
}

/** A file and a restored row are the same file when name, size and last change agree. */
export const sameFile = (item: Pick<CaseUploadItem, 'name' | 'size' | 'lastModified'>, file: File) =>
  item.name === file.name && item.size === file.size && item.lastModified === file.lastModified;
