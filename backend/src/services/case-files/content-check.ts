// What a case file really is, decided from its bytes once it is complete (issue 15): a zip holding a DICOM series
// (every entry a DICOM Part 10 file, `DICM` at byte 128, or a DICOMDIR), a single DICOM file, an intraoral scan
// (STL ascii or binary, PLY, OBJ), or one of the spec's documents (pdf, doc, docx, jpg, png). The name's extension
// must say the same as the content. A zip whose declared sizes or ratios are out of bounds (a zip bomb) is refused
// from its central directory alone, before any entry is inflated.
import { Readable } from 'node:stream';
import dicomParser from 'dicom-parser';
import yauzl, { RandomAccessReader, type Entry, type ZipFile } from 'yauzl';
import { sniffFileType } from '@contract/file-types';

/** Random access to a stored file: its size and any byte range (end exclusive). */
export interface ByteSource {
  size: number;
  read(start: number, end: number): Promise<Buffer>;
}

export type CaseFileKind = 'dicom-zip' | 'dicom' | 'stl' | 'ply' | 'obj' | 'pdf' | 'doc' | 'docx' | 'jpeg' | 'png';

export interface DicomSummary {
  modality?: string;
  slices: number;
  rows?: number;
  columns?: number;
  sliceThicknessMm?: number;
}

export type CheckResult = { accepted: true; kind: CaseFileKind; mime: string; dicom?: DicomSummary } | { accepted: false; problem: string };

export interface ZipLimits {
  /** The most the entries may declare uncompressed, in total. */
  maxUncompressedBytes: number;
  /** The highest uncompressed/compressed ratio an entry may declare (DICOM compresses 2-5x; bombs 1000x). */
  maxRatio: number;
  maxEntries: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxUncompressedBytes: 8 * 1024 ** 3, maxRatio: 100, maxEntries: 20_000 };

const EXTENSION_KINDS: Record<string, CaseFileKind[]> = {
  zip: ['dicom-zip'],
  dcm: ['dicom'],
  dicom: ['dicom'],
  '': ['dicom'],
  stl: ['stl'],
  ply: ['ply'],
  obj: ['obj'],
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  png: ['png'],
};

const KIND_MIME: Record<CaseFileKind, string> = {
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

const SNIFFED_KIND: Record<string, CaseFileKind> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
};

/** The lower-case extension of a file name ('' for none). */
export function extensionOf(name: string) {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

const isDicomPart10 = (head: Buffer) => head.length >= 132 && head.toString('latin1', 128, 132) === 'DICM';

function isBinaryStl(head: Buffer, size: number) {
  return head.length >= 84 && 84 + head.readUInt32LE(80) * 50 === size;
}

function isAsciiStl(head: Buffer) {
  const text = head.toString('latin1');
  return /^\s*solid\b/.test(text) && /\bfacet\s+normal\b/.test(text) && !text.includes('\0');
}

function isPly(head: Buffer) {
  return /^ply\r?\nformat (ascii|binary_little_endian|binary_big_endian) 1\.0\r?\n/.test(head.toString('latin1', 0, 64));
}

function isObj(head: Buffer) {
  const text = head.toString('latin1');
  if (text.includes('\0')) return false;
  const lines = text
    .split(/\r?\n/)
    .slice(0, -1)
    .map((l) => l.trim());
  const known = /^(#|v|vt|vn|vp|f|l|p|o|g|s|mtllib|usemtl)(\s|$)/;
  return lines.some((l) => /^v\s+-?[\d.]/.test(l)) && lines.every((l) => l === '' || known.test(l));
}

/** Modality, image size and slice thickness from a DICOM file's header (pixel data not read); no patient data. */
export function readDicomSummary(bytes: Buffer, slices: number): DicomSummary {
  try {
    const set = dicomParser.parseDicom(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), { untilTag: 'x7fe00010' });
    const thickness = Number.parseFloat(set.string('x00180050') ?? '');
    return {
      modality: set.string('x00080060') || undefined,
      slices,
      rows: set.uint16('x00280010') || undefined,
      columns: set.uint16('x00280011') || undefined,
      ...(Number.isFinite(thickness) ? { sliceThicknessMm: thickness } : {}),
    };
  } catch {
    return { slices };
  }
}

/** A yauzl reader over a ByteSource (a local file, an S3 object by ranged reads). */
class SourceReader extends RandomAccessReader {
  constructor(private readonly source: ByteSource) {
    super();
  }
  _readStreamForRange(start: number, end: number): Readable {
    return Readable.from(
      (async function* (source: ByteSource) {
        const STEP = 1024 * 1024;
        for (let at = start; at < end; at += STEP) yield await source.read(at, Math.min(end, at + STEP));
      })(this.source),
    );
  }
}

/** The first `n` bytes of an entry, inflated (at most n are inflated). */
async function entryHead(zip: ZipFile, entry: Entry, n: number): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let got = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    got += chunk.length;
    if (got >= n) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, n);
}

async function checkDicomZip(source: ByteSource, limits: ZipLimits): Promise<CheckResult> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromRandomAccessReaderPromise(new SourceReader(source), source.size, { lazyEntries: true, validateEntrySizes: true, autoClose: false });
  } catch {
    return { accepted: false, problem: 'This is not a readable zip file.' };
  }
  try {
    if (zip.entryCount > limits.maxEntries) return { accepted: false, problem: `The zip holds more than ${limits.maxEntries} files.` };
    // The central directory first: every declared size and ratio, before any entry is inflated.
    const entries: Entry[] = [];
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      declared += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (declared > limits.maxUncompressedBytes || ratio > limits.maxRatio) {
        return { accepted: false, problem: 'The zip declares more data than it can hold (a zip bomb) and was refused.' };
      }
      if (entry.isEncrypted()) return { accepted: false, problem: 'The zip is password-protected; send it without a password.' };
      entries.push(entry);
    }
    let slices = 0;
    let summary: DicomSummary | undefined;
    for (const entry of entries) {
      const name = entry.fileName.split('/').pop() ?? '';
      if (name.toUpperCase() === 'DICOMDIR' || name.startsWith('.') || name.toLowerCase() === 'thumbs.db') continue;
      const head = await entryHead(zip, entry, slices === 0 ? 64 * 1024 : 132);
      if (!isDicomPart10(head)) return { accepted: false, problem: `“${entry.fileName}” in the zip is not a DICOM file.` };
      if (slices === 0) summary = readDicomSummary(head, 0);
      slices++;
    }
    if (!slices) return { accepted: false, problem: 'The zip holds no DICOM files.' };
    return { accepted: true, kind: 'dicom-zip', mime: KIND_MIME['dicom-zip'], dicom: { ...summary, slices } };
  } catch {
    return { accepted: false, problem: 'The zip is damaged and could not be read.' };
  } finally {
    zip.close();
  }
}

/** Decides what the complete file `name` is from its bytes; refused with the reason a visitor can act on. */
export async function checkCaseFile(name: string, source: ByteSource, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<CheckResult> {
  const ext = extensionOf(name);
  const expected = EXTENSION_KINDS[ext];
  if (!expected) return { accepted: false, problem: `Files ending in .${ext} are not accepted.` };
  if (source.size === 0) return { accepted: false, problem: 'The file is empty.' };
  const head = await source.read(0, Math.min(source.size, 64 * 1024));
  const notWhatItSays = { accepted: false as const, problem: `The file's content is not what its name (.${ext || 'no extension'}) says.` };

  const kind = expected[0];
  switch (kind) {
    case 'dicom-zip':
      return head.readUInt32LE(0) === 0x04034b50 ? checkDicomZip(source, limits) : notWhatItSays;
    case 'dicom':
      return isDicomPart10(head) ? { accepted: true, kind, mime: KIND_MIME.dicom, dicom: readDicomSummary(head, 1) } : notWhatItSays;
    case 'stl':
      return isBinaryStl(head, source.size) || isAsciiStl(head) ? { accepted: true, kind, mime: KIND_MIME.stl } : notWhatItSays;
    case 'ply':
      return isPly(head) ? { accepted: true, kind, mime: KIND_MIME.ply } : notWhatItSays;
    case 'obj':
      return isObj(head) ? { accepted: true, kind, mime: KIND_MIME.obj } : notWhatItSays;
    default: {
      const sniffed = sniffFileType(head);
      return sniffed && SNIFFED_KIND[sniffed.mime] === kind ? { accepted: true, kind, mime: KIND_MIME[kind] } : notWhatItSays;
    }
  }
}

/** A ByteSource over bytes in memory (tests, small files). */
export function bufferSource(bytes: Buffer): ByteSource {
  return { size: bytes.length, read: async (start, end) => bytes.subarray(start, end) };
}
