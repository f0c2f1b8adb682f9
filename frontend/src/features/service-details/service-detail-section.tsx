import { useId } from 'react';
import { Container } from 'react-bootstrap';
import type { components } from '@shared/contract/schema';
import { DetailImageGrid } from './detail-image-grid';
import { DetailStepList } from './detail-step-list';
import { itemKey, noTextLang, textsWithin, type TextLang } from '@/lib/i18n/page-language';

type DetailSection = components['schemas']['DetailSection'];

/** One content section; odd-numbered ones (0-based index) swap background and put the images first on wide screens. */
/** `lang`: the `lang` of the section's texts by their keys within it (`title`, `steps.<id>.title`). */
export function ServiceDetailSection({ section, index, lang = noTextLang }: { section: DetailSection; index: number; lang?: TextLang }) {
  const headingId = useId();
  const alternate = index % 2 === 1;
  return (
    <section
      aria-labelledby={headingId}
      className={`py-5 ${alternate ? 'bg-body-tertiary' : 'bg-body'}`}
      data-layout={alternate ? 'images-first' : 'text-first'}
    >
      <Container>
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-lg-6">
            <h2 id={headingId} className="mb-3" lang={lang('title')}>
              {section.title}
            </h2>
            {section.description && (
              <p className="lead mb-4" lang={lang('description')}>
                {section.description}
              </p>
            )}
            <DetailStepList steps={section.steps ?? []} lang={(step, i) => textsWithin(lang, itemKey('steps', step, i))} />
          </div>
          <div className={`col-lg-6 ${alternate ? 'order-lg-first' : ''}`}>
            <DetailImageGrid images={section.images ?? []} sectionTitle={section.title} lang={lang} />
          </div>
        </div>
      </Container>
    </section>
  );
}
