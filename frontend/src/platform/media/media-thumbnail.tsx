import type { components } from '@shared/contract/schema';

type FileAsset = components['schemas']['FileAsset'];

/** The lightest copy that fits a thumbnail: the smallest WebP variant when the file has them, else the original. */
export function thumbnailUrl(file: FileAsset): string {
  const webp = (file.variants ?? []).filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width);
  return webp[0]?.url ?? file.fileUrl;
}

interface MediaThumbnailProps {
  file: FileAsset;
  alt: string;
  width: number;
  height: number;
}

/** A library file, small: loaded only when scrolled to, fitted (not cropped) into a box of the given size. */
export function MediaThumbnail({ file, alt, width, height }: MediaThumbnailProps) {
  return (
    <img
      src={thumbnailUrl(file)}
      alt={alt}
      loading="lazy"
      width={width}
      height={height}
      className="rounded border bg-white d-block"
      style={{ objectFit: 'contain' }}
    />
  );
}
