import type { components } from '@shared/contract/schema';
import { Island } from '@/app/island';
import { serviceDetailsTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';
import { itemKey, noTextLang, type TextLang } from '@/lib/i18n/page-language';

type DetailImageData = components['schemas']['DetailImage'];

/** A section's images in two columns, or a note when it has none. `lang`: the `lang` of the section's texts by key. */
export function DetailImageGrid({ images, sectionTitle, lang = noTextLang }: { images: DetailImageData[]; sectionTitle: string; lang?: TextLang }) {
  const t = useMessages(serviceDetailsTexts);
  if (!images.length) {
    return (
      <div
        className="d-flex align-items-center justify-content-center rounded border p-4 text-body-secondary text-center h-100"
        style={{ borderStyle: 'dashed' }}
      >
        {t('noImages')}
      </div>
    );
  }
  return (
    <div className="row row-cols-1 row-cols-sm-2 g-3" data-testid="image-grid">
      {images.map((image, i) => (
        <div key={image.filename ?? `${i}-${image.url}`} className="col">
          <Island
            of="detail-image"
            image={image}
            fallbackAlt={t('imageAlt', { title: sectionTitle, number: i + 1 })}
            altLang={lang(itemKey('images', image as { _id?: string }, i, 'alt'))}
          />
        </div>
      ))}
    </div>
  );
}
