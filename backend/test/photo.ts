// A stand-in for a camera photograph, made on the spot: soft shapes and colours (an upscaled random field) under
// fine sensor-like grain, so that it compresses as a photo does and not as a flat test card does.
import sharp from 'sharp';

/** A seeded pseudo-random byte source: the same photo every run. */
function randomBytes(n: number, seed: number) {
  const out = Buffer.alloc(n);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

/** A JPEG of `width` x `height` (12 megapixels by default) at camera quality. */
export async function makePhoto({ width = 4000, height = 3000, seed = 7, quality = 88 } = {}): Promise<Buffer> {
  const field = await sharp(randomBytes(48 * 36 * 3, seed), { raw: { width: 48, height: 36, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .blur(6)
    .png({ compressionLevel: 0 })
    .toBuffer();
  const grain = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 14 }, background: '#808080' } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(field)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality, mozjpeg: false })
    .toBuffer();
}
