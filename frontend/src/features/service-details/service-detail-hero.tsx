import { Link } from 'react-router-dom';
import { Container } from 'react-bootstrap';
import type { components } from '@shared/contract/schema';
import { serviceDetailsTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';
import { noTextLang, type TextLang } from '@/lib/i18n/page-language';

type DetailHero = components['schemas']['DetailHero'];

/** The detail page's hero: title, description and a button to the contact page. */
/** `lang`: the `lang` of the details' texts by key (useTextLang). */
export function ServiceDetailHero({ hero, serviceTitle, lang = noTextLang }: { hero: DetailHero; serviceTitle?: string; lang?: TextLang }) {
  const t = useMessages(serviceDetailsTexts);
  return (
    <section className="py-5 text-bg-dark">
      <Container className="py-lg-4">
        <h1 className="display-5 fw-bold" lang={hero.title ? lang('heroSection.title') : serviceTitle ? lang('serviceTitle') : undefined}>
          {hero.title || serviceTitle || t('eyebrow')}
        </h1>
        {hero.description && (
          <p className="lead col-lg-9 px-0" lang={lang('heroSection.description')}>
            {hero.description}
          </p>
        )}
        <Link to="/contact" className="btn btn-primary btn-lg mt-2">
          <span lang={hero.buttonText ? lang('heroSection.buttonText') : undefined}>{hero.buttonText || t('contactUs')}</span>
        </Link>
      </Container>
    </section>
  );
}
