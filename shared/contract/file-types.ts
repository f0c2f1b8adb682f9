// File types are decided from the bytes, never from the name or the declared type (ADRs 0019, 0020).
import { HttpError } from './http-error';
import { LOGO_MAX_BYTES } from './messages';

export interface SniffedType {
  mime: string;
  ext: string;
}

const startsWith = (b: Uint8Array, sig: number[], offset = 0) => sig.every((v, i) => b[offset + i] === v);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, Math.min(to, b.length)));

function looksLikeSvg(b: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(b.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}

export function sniffFileType(b: Uint8Array): SniffedType | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a') return { mime: 'image/gif', ext: 'gif' };
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
  if (ascii(b, 0, 5) === '%PDF-') return { mime: 'application/pdf', ext: 'pdf' };
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { mime: 'application/msword', ext: 'doc' };
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04]) && ascii(b, 0, 4096).includes('word/')) {
    return { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' };
  }
  if (looksLikeSvg(b)) return { mime: 'image/svg+xml', ext: 'svg' };
  return null;
}

/** SVG that could run script when opened directly is refused rather than trusted. */
export function svgIsUnsafe(b: Uint8Array): boolean {
  const text = new TextDecoder().decode(b);
  return /<script[\s>]|\bon[a-z]+\s*=|javascript:|<foreignObject[\s>]|<iframe[\s>]|<embed[\s>]|<object[\s>]/i.test(text);
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml'];
export const CASE_FILE_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
];

export const IMAGE_TYPE_MESSAGE = 'Invalid file type. Please select a JPEG, PNG, GIF, WebP, or SVG image.';
export const UNSAFE_SVG_MESSAGE = 'This SVG contains script or active content and cannot be used.';
export const IMAGE_SIZE_MESSAGE = 'File size too large. Please select an image smaller than 5MB.';
export const CASE_FILE_TYPE_MESSAGE = 'Invalid file type. Please upload a PDF, DOC, DOCX, JPG or PNG file.';
export const CASE_FILE_SIZE_MESSAGE = 'File size too large. Please upload a file smaller than 10MB.';

/** A Content-Disposition for a download: a safe ASCII name, plus the exact name percent-encoded (RFC 6266). */
export function attachmentDisposition(name: string): string {
  const ascii =
    name
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\/]/g, '_')
      .trim() || 'case-file';
  if (ascii === name) return `attachment; filename="${ascii}"`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The type of an uploaded logo or content image (ADR 0020), from its bytes: 413 over 5 MB, 415 for anything
 * that is not a JPEG, PNG, GIF, WebP or an SVG without active content.
 */
export function checkedImageType(bytes: Uint8Array): SniffedType {
  if (bytes.length > LOGO_MAX_BYTES) throw new HttpError(413, IMAGE_SIZE_MESSAGE);
  const type = sniffFileType(bytes);
  if (!type || !IMAGE_TYPES.includes(type.mime)) throw new HttpError(415, IMAGE_TYPE_MESSAGE);
  if (type.mime === 'image/svg+xml' && svgIsUnsafe(bytes)) throw new HttpError(415, UNSAFE_SVG_MESSAGE);
  return type;
}
