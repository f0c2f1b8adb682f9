// The gzip body of a page whose CSP nonce is fresh in every sending, compressed at level 9 once (ADR 0002).
//
// The page is cut at each place the nonce stands. Every piece of text is compressed once, as a run of the same
// deflate stream (each one with the text before it as its dictionary, so nothing is lost to the cuts), and each
// sending puts its own nonce between them as a stored (uncompressed) block. While compressing, the nonce's places
// hold 24 control characters the page never contains, so no piece can refer back into a nonce. The gzip trailer's
// CRC-32 is carried across each nonce with zlib's crc32_combine arithmetic: no sending reads the whole page again.
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** What compresses in place of a nonce: 24 distinct control characters (never in HTML text a browser shows). */
const PLACEHOLDER = Buffer.from([1, 2, 3, 4, 5, 6, 7, 8, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
const WINDOW = 32 * 1024;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

// CRC-32 arithmetic modulo its polynomial (zlib's crc32.c): crc(A + B) = multmodp(x^(8·|B|), crc(A)) ^ crc(B).
const POLY = 0xedb88320;
function multmodp(a: number, b: number): number {
  let m = 1 << 31;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}
const X2N: number[] = [1 << 30];
for (let n = 1; n < 32; n++) X2N.push(multmodp(X2N[n - 1], X2N[n - 1]));
/** x^(n·2^k) modulo the polynomial. */
function x2nmodp(n: number, k: number): number {
  let p = 1 << 31;
  for (; n; n = Math.floor(n / 2), k++) if (n & 1) p = multmodp(X2N[k & 31], p);
  return p >>> 0;
}

interface Piece {
  /** The compressed text after a nonce. */
  deflated: Buffer;
  crc: number;
  /** x^(8·length) of the text: what carries a CRC across it. */
  shift: number;
}

export class NonceGzip {
  private constructor(
    private readonly head: Buffer,
    private readonly headCrc: number,
    private readonly pieces: Piece[],
    private readonly size: number,
  ) {}

  /** The compressed bytes it holds. */
  get bytes(): number {
    return this.pieces.reduce((sum, piece) => sum + piece.deflated.length, this.head.length);
  }

  /**
   * The template of `identity`, whose nonce (`nonce.length` characters) stands at `offsets`; undefined when the page
   * holds a placeholder character itself (the caller compresses each sending then).
   */
  static build(identity: Buffer, nonceLength: number, offsets: number[]): NonceGzip | undefined {
    if (nonceLength !== PLACEHOLDER.length || !offsets.length) return undefined;
    if (PLACEHOLDER.some((byte) => identity.includes(byte))) return undefined;
    const template = Buffer.from(identity);
    for (const at of offsets) PLACEHOLDER.copy(template, at);
    const starts = [0, ...offsets.map((at) => at + nonceLength)];
    const ends = [...offsets, identity.length];
    const runs = starts.map((start, i) => {
      const last = i === starts.length - 1;
      const options = {
        level: 9,
        finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
        ...(start > 0 ? { dictionary: template.subarray(Math.max(0, start - WINDOW), start) } : {}),
      };
      const text = template.subarray(start, ends[i]);
      return { deflated: deflateRawSync(text, options), crc: crc32(text), shift: x2nmodp(text.length, 3) };
    });
    const [first, ...rest] = runs;
    return new NonceGzip(Buffer.concat([GZIP_HEADER, first.deflated]), first.crc, rest, identity.length);
  }

  /** The gzip body with `nonce` at every place. */
  send(nonce: string): Buffer {
    const value = Buffer.from(nonce, 'latin1');
    const stored = Buffer.from([0, value.length, 0, ~value.length & 0xff, 0xff]);
    const parts: Buffer[] = [this.head];
    let crc = this.headCrc;
    for (const piece of this.pieces) {
      parts.push(stored, value, piece.deflated);
      crc = (multmodp(piece.shift, crc32(value, crc)) ^ piece.crc) >>> 0;
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc, 0);
    trailer.writeUInt32LE(this.size % 2 ** 32, 4);
    parts.push(trailer);
    return Buffer.concat(parts);
  }
}
