import { Link } from 'react-router-dom';
import { Container } from 'react-bootstrap';
import type { components } from '@shared/contract/schema';
import { serviceDetailsTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

type DetailHero = components['schemas']['DetailHero'];

/** The detail page's hero: title, description and a button to the contact page. */
export function ServiceDetailHero({ hero, serviceTitle }: { hero: DetailHero; serviceTitle?: string }) {
  const t = useMessages(serviceDetailsTexts);
  return (
    <section className="py-5 text-bg-dark">
      <Container className="py-lg-4">
        <h1 className="display-5 fw-bold">{hero.title || serviceTitle || t('eyebrow')}</h1>
        {hero.description && <p className="lead col-lg-9 px-0">{hero.description}</p>}
        <Link to="/contact" className="btn btn-primary btn-lg mt-2">
          {hero.buttonText || t('contactUs')}
        </Link>
      </Container>
    </section>
  );
}
