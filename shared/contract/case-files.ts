// Case files sent with a booking (ADR 0027), shared by the server, the mocks and the booking form: which file
// endings are accepted and what each must contain, the default limits, the tus protocol's headers and metadata,
// the texts a visitor or admin sees, and the head-of-file checks (works on a Uint8Array: Node and the browser).
// The server adds what needs the whole file (zip entries, DICOM summaries, SHA-256); the mocks use these alone.
import { sniffFileType } from './file-types';

export type CaseFileKind = 'dicom-zip' | 'dicom' | 'stl' | 'ply' | 'obj' | 'pdf' | 'doc' | 'docx' | 'jpeg' | 'png';

/** What each accepted ending must contain ('' is a DICOM slice without an ending, as scanners export them). */
export const EXTENSION_KINDS: Readonly<Record<string, CaseFileKind>> = {
  zip: 'dicom-zip',
  dcm: 'dicom',
  dicom: 'dicom',
  '': 'dicom',
  stl: 'stl',
  ply: 'ply',
  obj: 'obj',
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
};

/** The endings offered in the file picker and listed by GET /case-uploads/limits. */
export const CASE_UPLOAD_EXTENSIONS = ['zip', 'dcm', 'stl', 'ply', 'obj', 'pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;

export const KIND_MIME: Readonly<Record<CaseFileKind, string>> = {
  'dicom-zip': 'application/zip',
  dicom: 'application/dicom',
  stl: 'model/stl',
  ply: 'model/ply',
  obj: 'model/obj',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** How the Inbox names each kind. */
export const KIND_LABELS: Readonly<Record<CaseFileKind, string>> = {
  'dicom-zip': 'DICOM series (zip)',
  dicom: 'DICOM file',
  stl: 'STL mesh',
  ply: 'PLY mesh',
  obj: 'OBJ mesh',
  pdf: 'PDF document',
  doc: 'Word document (.doc)',
  docx: 'Word document (.docx)',
  jpeg: 'JPEG image',
  png: 'PNG image',
};

/** The kinds the Inbox can show in 3D. */
export const MESH_KINDS: readonly CaseFileKind[] = ['stl', 'ply', 'obj'];

const GB = 1024 ** 3;
/** CASE_UPLOAD_MAX_FILE_MB and CASE_UPLOAD_MAX_BOOKING_MB when unset: 2 GB a file, 5 GB a booking. */
export const DEFAULT_CASE_UPLOAD_LIMITS = { maxFileBytes: 2 * GB, maxBookingBytes: 5 * GB } as const;
/** The most files one upload token may start. */
export const MAX_FILES_PER_BOOKING = 50;
/** Uploads never bound to a booking are deleted after this long. */
export const UNBOUND_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How long an admin's download link works. */
export const DOWNLOAD_LINK_LIFETIME_MS = 5 * 60 * 1000;
/** New upload sets (creations without a token) per address: 10 in 15 minutes. */
export const UPLOAD_START_LIMIT = { maxRequests: 10, windowMs: 15 * 60 * 1000 } as const;

export const TUS_RESUMABLE = '1.0.0';
export const CASE_UPLOAD_TOKEN_HEADER = 'Case-Upload-Token';
export const CASE_UPLOAD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

/** A size for people: 2 GB, 150 MB, 12.5 MB, 800 KB. */
export function humanBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 100 || Number.isInteger(value) ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${units[unit]}`;
}

/** The booking form's hint: the accepted kinds and the server's real limits. */
export function caseUploadHint(limits: { maxFileBytes: number; maxBookingBytes: number }) {
  return (
    'CBCT scans as a zipped DICOM series (.zip) or .dcm files, intraoral scans (.stl, .ply, .obj), and .pdf, .doc, .docx, .jpg or .png; ' +
    `up to ${humanBytes(limits.maxFileBytes)} a file and ${humanBytes(limits.maxBookingBytes)} in all.`
  );
}

export const CASE_UPLOAD_MESSAGES = {
  notAccepted: (ext: string) => `Files ending in .${ext} are not accepted.`,
  empty: 'The file is empty.',
  notWhatItSays: (ext: string) => `The file's content is not what its name (.${ext || 'no extension'}) says.`,
  fileTooLarge: (max: number) => `The file is larger than ${humanBytes(max)}, the most one file may be.`,
  bookingTooLarge: (max: number) => `These files would come to more than ${humanBytes(max)}, the most one booking may send.`,
  tooManyFiles: `One booking may send at most ${MAX_FILES_PER_BOOKING} files.`,
  tokenRefused: 'Case-Upload-Token is unknown or was already used for a booking. Start again without it.',
  notFound: 'Upload not found',
  alreadyBound: 'This file was sent with a booking and can no longer be cancelled.',
  notComplete: 'This file has not arrived completely, or was refused.',
  linkExpired: 'This download link has expired. Open the booking in the Inbox for a new one.',
} as const;

/** The lower-case ending of a file name ('' for none). */
export function extensionOf(name: string) {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** What a file named `name` must contain; undefined when its ending is not accepted (own keys only). */
export function expectedKind(name: string): CaseFileKind | undefined {
  const ext = extensionOf(name);
  return Object.hasOwn(EXTENSION_KINDS, ext) ? EXTENSION_KINDS[ext] : undefined;
}

/** Why a file named `name` is refused by its ending alone, or null: the first check, in the form, mocks and server. */
export function endingProblem(name: string): string | null {
  return expectedKind(name) ? null : CASE_UPLOAD_MESSAGES.notAccepted(extensionOf(name));
}

/** The file's name without any folder part, trimmed and cut to 255 characters. */
export function cleanFileName(name: string) {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return (base || 'case-file').slice(0, 255);
}

// ------------------------------------------------------------------------------------- tus metadata
const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

function toBase64(text: string) {
  let binary = '';
  for (const byte of utf8.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `Upload-Metadata`: comma-separated `key base64value` pairs (tus 1.0.0). */
export function encodeUploadMetadata(meta: Record<string, string>) {
  return Object.entries(meta)
    .map(([k, v]) => `${k} ${toBase64(v)}`)
    .join(',');
}

/** Parses `Upload-Metadata`; undefined when malformed. */
export function parseUploadMetadata(header: string | null | undefined): Record<string, string> | undefined {
  if (!header) return undefined;
  const out: Record<string, string> = {};
  for (const pair of header.split(',')) {
    const [key, value = '', extra] = pair.trim().split(' ');
    if (!key || extra !== undefined || !/^[A-Za-z0-9+/=]*$/.test(value)) return undefined;
    try {
      out[key] = fromUtf8.decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)));
    } catch {
      return undefined;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------- head-of-file checks
const latin1 = (b: Uint8Array, start = 0, end = b.length) => String.fromCharCode(...b.subarray(start, Math.min(end, b.length)));
/** Latin-1 text of a (possibly large) head, in slices (String.fromCharCode takes a limited number of arguments). */
function text(b: Uint8Array) {
  let out = '';
  for (let at = 0; at < b.length; at += 8192) out += latin1(b, at, at + 8192);
  return out;
}

export const isDicomPart10 = (head: Uint8Array) => head.length >= 132 && latin1(head, 128, 132) === 'DICM';

export const isZip = (head: Uint8Array) => head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;

export function isBinaryStl(head: Uint8Array, size: number) {
  if (head.length < 84) return false;
  const triangles = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(80, true);
  return 84 + triangles * 50 === size;
}

export function isAsciiStl(head: Uint8Array) {
  const t = text(head);
  return /^\s*solid\b/.test(t) && /\bfacet\s+normal\b/.test(t) && !t.includes('\0');
}

export const isPly = (head: Uint8Array) => /^ply\r?\nformat (ascii|binary_little_endian|binary_big_endian) 1\.0\r?\n/.test(latin1(head, 0, 64));

export function isObj(head: Uint8Array) {
  const t = text(head);
  if (t.includes('\0')) return false;
  const lines = t
    .split(/\r?\n/)
    .slice(0, -1)
    .map((l) => l.trim());
  const known = /^(#|v|vt|vn|vp|f|l|p|o|g|s|mtllib|usemtl)(\s|$)/;
  return lines.some((l) => /^v\s+-?[\d.]/.test(l)) && lines.every((l) => l === '' || known.test(l));
}

const SNIFFED_KIND: Readonly<Record<string, CaseFileKind>> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
};

export type HeadCheck = { accepted: true; kind: CaseFileKind; mime: string } | { accepted: false; problem: string };

/**
 * What the file `name` of `size` bytes is from its first bytes (64 KB are plenty): the ending must be accepted and
 * the content must be what it says. A zip is only recognised as one here; its entries are the server's to check.
 */
export function checkCaseFileHead(name: string, head: Uint8Array, size: number): HeadCheck {
  const ext = extensionOf(name);
  const kind = expectedKind(name);
  if (!kind) return { accepted: false, problem: CASE_UPLOAD_MESSAGES.notAccepted(ext) };
  if (size === 0) return { accepted: false, problem: CASE_UPLOAD_MESSAGES.empty };
  const yes = { accepted: true as const, kind, mime: KIND_MIME[kind] };
  const fits = (() => {
    switch (kind) {
      case 'dicom-zip':
        return isZip(head);
      case 'dicom':
        return isDicomPart10(head);
      case 'stl':
        return isBinaryStl(head, size) || isAsciiStl(head);
      case 'ply':
        return isPly(head);
      case 'obj':
        return isObj(head);
      default:
        return SNIFFED_KIND[sniffFileType(head)?.mime ?? ''] === kind;
    }
  })();
  return fits ? yes : { accepted: false, problem: CASE_UPLOAD_MESSAGES.notWhatItSays(ext) };
}
