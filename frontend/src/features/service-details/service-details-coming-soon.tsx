import { Container } from 'react-bootstrap';
import { serviceDetailsTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

/** Shown under the hero when the service has no content sections yet. */
export function ServiceDetailsComingSoon() {
  const t = useMessages(serviceDetailsTexts);
  return (
    <section className="py-5">
      <Container className="text-center">
        <h2>{t('comingSoonTitle')}</h2>
        <p className="text-body-secondary mb-0">{t('comingSoonText')}</p>
      </Container>
    </section>
  );
}
