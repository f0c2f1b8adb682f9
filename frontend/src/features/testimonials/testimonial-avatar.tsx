import { useRef, useState } from 'react';
import { useBrokenBeforeHydration } from '@/lib/hydration/use-broken-before-hydration';
import { ResponsiveImage } from '@/platform/media/responsive-image';
import { avatarColour, initialsOf } from './initials';
import { testimonialsTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

const SIZE = 56;

/** The person's photo; an empty image, or one that fails to load, becomes a generated initials avatar. */
export function TestimonialAvatar({ name, image }: { name: string; image: string | undefined }) {
  const t = useMessages(testimonialsTexts);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = image?.trim();
  const img = useRef<HTMLImageElement>(null);
  useBrokenBeforeHydration(img, () => src && setFailedSrc(src));

  if (!src || failedSrc === src) {
    return (
      <span
        className={`d-inline-flex flex-shrink-0 align-items-center justify-content-center rounded-circle fw-semibold text-bg-${avatarColour(name)}`}
        style={{ width: SIZE, height: SIZE }}
        aria-hidden="true"
        data-testid="initials-avatar"
      >
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <ResponsiveImage
      src={src}
      alt={t('photoOf', { name })}
      width={SIZE}
      height={SIZE}
      sizes={`${SIZE}px`}
      className="flex-shrink-0 rounded-circle bg-body-secondary"
      style={{ width: SIZE, height: SIZE, objectFit: 'cover' }}
      onError={() => setFailedSrc(src)}
      ref={img}
    />
  );
}
