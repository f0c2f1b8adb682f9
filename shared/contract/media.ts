// The media library's rules, shared by the mocks and the backend: which widths and formats an uploaded image gets,
// where content uses a file (so a used file is never deleted), and the public srcsets built from the variants.
import type { components } from './schema';

type S = components['schemas'];

/**
 * The widths of the resized copies; never wider than the original (which then gets one at its own width). 768 is
 * for the phones whose screens are 720-768 pixels across (360-412 px at 1.75-2x): without it they fetch the 960 one,
 * 1.4 times the bytes, for their largest paint (ADR 0020).
 */
export const VARIANT_WIDTHS = [320, 640, 768, 960, 1280, 1920] as const;
/** AVIF first: the smaller one for the browsers that take it. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
/** The types that get resized copies. GIF (maybe animated) and SVG (already scalable) are kept as they are. */
export const RESIZED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The widths an image `width` pixels wide is resized to. */
export function variantWidths(width: number): number[] {
  const below = VARIANT_WIDTHS.filter((w) => w < width);
  return width <= VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ? [...below, width] : [...VARIANT_WIDTHS];
}

/** The name of a variant beside its original: `<id>.jpg` -> `<id>-640.avif`. */
export function variantFilename(filename: string, width: number, format: (typeof VARIANT_FORMATS)[number]) {
  return `${filename.replace(/\.[A-Za-z0-9]+$/, '')}-${width}.${format}`;
}

/** The client's file name without any folder part (some browsers send `C:\\...\\name`), cut to 255 characters. */
export function cleanFileName(name: string, fallback: string) {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return (base || fallback).slice(0, 255);
}

/** The content that may point at uploaded files. */
export interface MediaContent {
  heroes: readonly Pick<S['Hero'], 'title' | 'banner'>[];
  headers: readonly Pick<S['Header'], 'companyName' | 'logo'>[];
  footers: readonly Pick<S['Footer'], 'companyName' | 'logo'>[];
  testimonialSections: readonly { testimonials?: readonly Pick<S['Testimonial'], 'name' | 'image'>[] }[];
  serviceDetails: readonly { serviceTitle?: string; sections?: readonly { title?: string; images?: readonly { url: string }[] }[] }[];
  homepageSettings: readonly Pick<S['HomepageSettings'], 'ogImage' | 'twitterImage'>[];
  /** The url of the active logo (the header shows it). */
  activeLogoUrl?: string;
}

/** Where content uses each url: every record, active or not (an inactive hero still needs its banner back). */
export function usageByUrl(content: MediaContent): Map<string, S['FileUsage'][]> {
  const found = new Map<string, S['FileUsage'][]>();
  const add = (url: string | undefined, usage: S['FileUsage']) => {
    if (!url) return;
    const list = found.get(url) ?? [];
    if (!list.some((u) => u.label === usage.label)) list.push(usage);
    found.set(url, list);
  };
  add(content.activeLogoUrl, { kind: 'logo', label: 'Site logo', path: '/admin/header' });
  for (const h of content.heroes) add(h.banner, { kind: 'hero', label: `Hero section “${h.title}”`, path: '/admin/hero' });
  for (const h of content.headers) add(h.logo?.url, { kind: 'header', label: `Header logo of “${h.companyName}”`, path: '/admin/header' });
  for (const f of content.footers) add(f.logo, { kind: 'footer', label: `Footer logo of “${f.companyName}”`, path: '/admin/footer' });
  for (const section of content.testimonialSections)
    for (const t of section.testimonials ?? []) add(t.image, { kind: 'testimonial', label: `Testimonial by ${t.name}`, path: '/admin/testimonials' });
  for (const d of content.serviceDetails)
    for (const s of d.sections ?? [])
      for (const image of s.images ?? [])
        add(image.url, { kind: 'service-details', label: `Service details “${d.serviceTitle ?? s.title ?? ''}”`, path: '/admin/service-details' });
  for (const settings of content.homepageSettings) {
    add(settings.ogImage, { kind: 'homepage-settings', label: 'Homepage settings (Open Graph image)', path: '/admin/homepage-settings' });
    add(settings.twitterImage, { kind: 'homepage-settings', label: 'Homepage settings (Twitter image)', path: '/admin/homepage-settings' });
  }
  return found;
}

/** The 409 message for a file still in use. */
export function fileInUseMessage(usages: readonly S['FileUsage'][]) {
  return `This file is used in: ${usages.map((u) => u.label).join(', ')}. Choose another image there first.`;
}

export const FILE_NOT_FOUND = 'File not found';
export const FILE_DELETED = 'File deleted successfully!';
export const IMAGE_UPLOADED = 'Image uploaded successfully!';

/** The public description of an image with variants; null when it has none yet (or gets none). */
export function responsiveImageOf(file: S['FileAsset']): S['ResponsiveImage'] | null {
  if (file.variantsState !== 'ready' || !file.variants?.length || !file.width || !file.height) return null;
  const sources = VARIANT_FORMATS.map((format) => ({
    type: `image/${format}` as const,
    srcset: file
      .variants!.filter((v) => v.format === format)
      .sort((a, b) => a.width - b.width)
      .map((v) => `${v.url} ${v.width}w`)
      .join(', '),
  })).filter((s) => s.srcset);
  return { url: file.fileUrl, width: file.width, height: file.height, sources };
}

/** The responsive images of the files content uses. */
export function responsiveImages(files: readonly S['FileAsset'][], used: ReadonlyMap<string, unknown>): S['ResponsiveImage'][] {
  return files.flatMap((f) => {
    const image = used.has(f.fileUrl) ? responsiveImageOf(f) : null;
    return image ? [image] : [];
  });
}

/** Width and height from an image's header bytes (PNG, GIF, WebP, JPEG), without decoding it; null when unknown. */
export function readImageSize(b: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 24 && ascii(1, 4) === 'PNG') return { width: view.getUint32(16), height: view.getUint32(20) };
  if (b.length >= 10 && ascii(0, 3) === 'GIF') return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (b.length >= 30 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') {
    const chunk = ascii(12, 16);
    if (chunk === 'VP8X') return { width: 1 + (view.getUint32(24, true) & 0xffffff), height: 1 + (view.getUint32(27, true) & 0xffffff) };
    if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    // JPEG: walk the segments to the first start-of-frame (SOF0-SOF15 but DHT, JPG and DAC).
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return null;
      const marker = b[i + 1];
      const length = view.getUint16(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { width: view.getUint16(i + 7), height: view.getUint16(i + 5) };
      }
      i += 2 + length;
    }
  }
  return null;
}
