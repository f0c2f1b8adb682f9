import { useRef, useState } from 'react';
import { useBrokenBeforeHydration } from '@/lib/hydration/use-broken-before-hydration';
import type { components } from '@shared/contract/schema';
import { ResponsiveImage } from '@/platform/media/responsive-image';
import { serviceDetailsTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

type DetailImageData = components['schemas']['DetailImage'];

const FRAME = { aspectRatio: '4 / 3' } as const;

/**
 * One image of a section's grid; a blank or failing url shows 'No Image' in the same 4:3 frame. `altLang`: the
 * language of its own alt text when that is shown in the default language.
 */
export function DetailImage({ image, fallbackAlt, altLang }: { image: DetailImageData; fallbackAlt: string; altLang?: string }) {
  const t = useMessages(serviceDetailsTexts);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = image.url.trim();
  const img = useRef<HTMLImageElement>(null);
  useBrokenBeforeHydration(img, () => setFailedUrl(url));
  if (!url || failedUrl === url) {
    return (
      <div className="d-flex align-items-center justify-content-center rounded border bg-body-secondary text-body-secondary w-100" style={FRAME}>
        {t('noImage')}
      </div>
    );
  }
  return (
    <ResponsiveImage
      src={url}
      alt={image.alt || fallbackAlt}
      lang={image.alt ? altLang : undefined}
      className="rounded border w-100 h-auto bg-white"
      width={800}
      height={600}
      sizes="(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw"
      style={{ ...FRAME, objectFit: 'contain' }}
      onError={() => setFailedUrl(url)}
      ref={img}
    />
  );
}
