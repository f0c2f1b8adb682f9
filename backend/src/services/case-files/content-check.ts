// What a case file really is, decided from its bytes once it is complete (ADR 0027): a zip holding a DICOM series
// (every entry a DICOM Part 10 file, `DICM` at byte 128, or a DICOMDIR), a single DICOM file, an intraoral scan
// (STL ascii or binary, PLY, OBJ), or one of the booking form's documents (pdf, doc, docx, jpg, png;
// docs/product/validation.md). The name's extension must say the same as the content. A zip whose declared sizes
// or ratios are out of bounds (a zip bomb) is refused from its central directory alone, before any entry is inflated.
import { Readable } from 'node:stream';
import dicomParser from 'dicom-parser';
import yauzl, { RandomAccessReader, type Entry, type ZipFile } from 'yauzl';
import { checkCaseFileHead, isDicomPart10, KIND_MIME, type CaseFileKind } from '@shared/contract/case-files';

/** Random access to a stored file: its size and any byte range (end exclusive). */
export interface ByteSource {
  size: number;
  read(start: number, end: number): Promise<Buffer>;
}

export type { CaseFileKind };

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
  const head = source.size ? await source.read(0, Math.min(source.size, 64 * 1024)) : Buffer.alloc(0);
  const found = checkCaseFileHead(name, head, source.size);
  if (!found.accepted) return found;
  if (found.kind === 'dicom-zip') return checkDicomZip(source, limits);
  if (found.kind === 'dicom') return { ...found, dicom: readDicomSummary(head, 1) };
  return found;
}

/** A ByteSource over bytes in memory (tests, small files). */
export function bufferSource(bytes: Buffer): ByteSource {
  return { size: bytes.length, read: async (start, end) => bytes.subarray(start, end) };
}
