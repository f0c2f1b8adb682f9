import type { CSSProperties, ReactEventHandler, Ref } from 'react';
import type { components } from '@shared/contract/schema';
import { usePreloadImage } from '@/app/render-report';
import { useListResponsiveImagesQuery } from './media-api';

type Responsive = components['schemas']['ResponsiveImage'];

interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The width the image takes on screen at each viewport (the `sizes` attribute). */
  sizes: string;
  /** Width and height for an image without variants (its box is kept before it loads). */
  width: number;
  height: number;
  /** The page's largest paint: preloaded from the served HTML's head, fetched first, never lazily. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
  onError?: ReactEventHandler<HTMLImageElement>;
  /** The `<img>` itself. */
  ref?: Ref<HTMLImageElement>;
  /** The language of `alt` when it is not the page's (a text shown in the default language: ADR 0044). */
  lang?: string;
}

/** The preload a priority image asks of the server render: the AVIF candidates, as its `<picture>` offers them. */
function preloadOf(src: string, image: Responsive | undefined, sizes: string) {
  const first = image?.sources[0];
  return first ? { srcset: first.srcset, sizes, type: first.type } : { href: src };
}

/**
 * An uploaded image as the public pages show it: a `<picture>` offering AVIF and WebP at the widths the server
 * made (GET /files/responsive-images), so each device downloads the size it needs; the original where there are
 * none (SVG, GIF, or still being resized). Width and height are always set, so nothing moves when it loads.
 */
export function ResponsiveImage({ src, alt, sizes, width, height, priority, className, style, onError, ref, lang }: ResponsiveImageProps) {
  const { data, isLoading } = useListResponsiveImagesQuery();
  const image = data?.find((i) => i.url === src);
  usePreloadImage(priority && !isLoading ? preloadOf(src, image, sizes) : undefined);
  const box = { width: image?.width ?? width, height: image?.height ?? height };
  // Until the list is known (a page reached in the browser, not served), the box is held without fetching the
  // original only to swap it for a variant.
  if (isLoading) {
    return (
      <span
        role="img"
        aria-label={alt}
        lang={lang}
        className={`d-inline-block bg-body-secondary ${className ?? ''}`}
        style={{ ...style, aspectRatio: `${box.width} / ${box.height}` }}
      />
    );
  }
  const img = (
    <img
      ref={ref}
      src={src}
      alt={alt}
      lang={lang}
      {...box}
      className={className}
      style={style}
      loading={priority ? undefined : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={onError}
    />
  );
  if (!image) return img;
  return (
    <picture>
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
