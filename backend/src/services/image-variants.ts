// Resized copies of uploaded photographs (sharp): AVIF and WebP at the widths of @shared/contract/media, EXIF orientation
// applied and metadata stripped. One libvips thread, so that making them never takes both cores from requests.
import sharp, { type Sharp } from 'sharp';
import { VARIANT_FORMATS, variantWidths } from '@shared/contract/media';

sharp.concurrency(1);
// Uploads are 5 MB at most, but a small file can declare a huge canvas: refuse more than 50 megapixels.
const MAX_PIXELS = 50_000_000;

export interface ImageSize {
  width: number;
  height: number;
}

export interface MadeVariant extends ImageSize {
  format: (typeof VARIANT_FORMATS)[number];
  bytes: Buffer;
}

/** Width and height as shown (EXIF orientation applied); throws when the bytes are not an image sharp can read. */
export async function readImageSize(bytes: Uint8Array): Promise<ImageSize> {
  const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error('The image has no size');
  return { width, height };
}

const ENCODE = {
  // Effort 2 of 9: a tenth of the default's time for a few per cent more bytes.
  avif: (s: Sharp) => s.avif({ quality: 50, effort: 2 }),
  webp: (s: Sharp) => s.webp({ quality: 75, effort: 4 }),
};

/**
 * Every variant of an image: decoded once, oriented and scaled to the largest width, then each width and format
 * made from that copy. Metadata (EXIF, GPS, ICC profiles other than sRGB) is not carried over.
 */
export async function makeVariants(bytes: Uint8Array): Promise<MadeVariant[]> {
  const { width } = await readImageSize(bytes);
  const widths = variantWidths(width);
  const largest = widths[widths.length - 1];
  const base = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .autoOrient()
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const made: MadeVariant[] = [];
  for (const w of widths) {
    for (const format of VARIANT_FORMATS) {
      const scaled = sharp(base.data, { raw: base.info }).resize({ width: w });
      const { data, info } = await ENCODE[format](scaled).toBuffer({ resolveWithObject: true });
      made.push({ format, width: info.width, height: info.height, bytes: data });
    }
  }
  return made;
}
