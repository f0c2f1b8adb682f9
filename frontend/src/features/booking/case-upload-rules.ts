// The case-file upload list's rules and words (ADR 0027): what a row is, how its state reads, and what the booking
// form's submit must wait for. No tus code here: the form imports this before the upload list has loaded.
import { humanBytes, KIND_LABELS, type CaseFileKind } from '@shared/contract/case-files';
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
  /** Why the file was refused, or why it failed. */
  problem: string | null;
  /** Restored after a reload: the browser needs the visitor to pick the file again before it can go on. */
  needsFile: boolean;
  /** Set when a Remove or Cancel could not reach the server (the row came back). */
  removeError: string | null;
}

export interface CaseUploadSnapshot {
  items: readonly CaseUploadItem[];
  /** Bytes a second over the last few seconds, while something is uploading. */
  speed: number | null;
  /** The last state change, for the polite live region; `id` makes a repeated text a new announcement. */
  announcement: { id: number; text: string } | null;
  /** Removals still on their way to the server. */
  removing: number;
}

export const EMPTY_SNAPSHOT: CaseUploadSnapshot = { items: [], speed: null, announcement: null, removing: 0 };

const STATE_WORDS: Record<CaseUploadState, string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  paused: 'Paused',
  checking: 'Checking',
  complete: 'Complete',
  refused: 'Refused',
  failed: 'Failed',
};

/** The row's state in words: "Complete — STL mesh, 48 MB", "scan.stl was refused: …", "Paused — choose … again". */
export function stateLine(item: CaseUploadItem): string {
  switch (item.state) {
    case 'complete':
      return `Complete — ${item.kind ? `${KIND_LABELS[item.kind]}, ` : ''}${humanBytes(item.size)}`;
    case 'refused':
      return `${item.name} was refused: ${item.problem ?? 'the server did not accept it.'}`;
    case 'failed':
      return `Failed — ${item.problem ?? 'the connection gave up.'}`;
    case 'paused':
      return item.needsFile ? `Paused — choose ${item.name} again to resume` : 'Paused';
    case 'checking':
      return 'Checking — all bytes sent, waiting for the check';
    default:
      return STATE_WORDS[item.state];
  }
}

/** What the live region says when a row changes state (not on every percent). */
export const announcementFor = (item: CaseUploadItem) => (item.state === 'refused' ? stateLine(item) : `${item.name}: ${stateLine(item)}`);

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
export function timeLeft(seconds: number): string {
  if (seconds < 60) return 'less than a minute left';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  return `about ${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''} left`;
}

/** The total's line: "12.4 MB of 480 MB · 3.1 MB/s · about 2 min left" (speed and time only while known). */
export function totalLine(sent: number, total: number, speed: number | null): string {
  const parts = [`${humanBytes(sent)} of ${humanBytes(total)}`];
  if (speed && speed > 0 && sent < total) parts.push(`${humanBytes(speed)}/s`, timeLeft((total - sent) / speed));
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
