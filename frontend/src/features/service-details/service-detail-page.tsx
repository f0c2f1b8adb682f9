import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { Container, Spinner } from 'react-bootstrap';
import { usePageTitle } from '@/app/page-title';
import { usePreviewFrame } from '@/lib/preview/preview-frame';
import { ServiceDetailError } from './service-detail-error';
import { ServiceDetailHero } from './service-detail-hero';
import { ServiceDetailSection } from './service-detail-section';
import { ServiceDetailsComingSoon } from './service-details-coming-soon';
import { useGetServiceDetailsByServiceQuery } from './service-details-api';
import { ServiceNotFound } from './service-not-found';
import { serviceDetailsTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';
import { itemKey, textsWithin, useTextLang } from '@/lib/i18n/page-language';

/** The public page of one service (/service-details/:serviceId). */
export function ServiceDetailPage() {
  const t = useMessages(serviceDetailsTexts);
  const { serviceId } = useParams<{ serviceId: string }>();
  const { currentData: details, error, isFetching, refetch } = useGetServiceDetailsByServiceQuery(serviceId ?? '', { skip: !serviceId });
  const lang = useTextLang(details);

  // A new service starts at the top of the page (an admin preview leaves the admin's page where it is).
  const inPreview = usePreviewFrame() !== null;
  useEffect(() => {
    if (!inPreview) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [serviceId, inPreview]);

  // Named after the service once it is known; a load failure still says which kind of page this is. A missing
  // service is titled by the not-found view it shows.
  usePageTitle(details ? details.serviceTitle || details.heroSection?.title || t('eyebrow') : error ? t('eyebrow') : undefined);

  const retry = () => (serviceId ? void refetch() : window.location.reload());

  if (!serviceId) return <ServiceNotFound onRetry={retry} />;

  if (isFetching && !details) {
    return (
      <Container className="py-5 text-center" role="status">
        <Spinner animation="border" className="mb-3" aria-hidden="true" />
        <p className="mb-0">{t('loading')}</p>
      </Container>
    );
  }

  if (error) {
    return <ServiceDetailError message={error.message || t('loadFailed')} onRetry={retry} />;
  }

  // No details for this service (the server said 404).
  if (!details) return <ServiceNotFound onRetry={retry} />;

  const sections = details.sections ?? [];
  return (
    <>
      <ServiceDetailHero hero={details.heroSection ?? {}} serviceTitle={details.serviceTitle} lang={lang} />
      {sections.length ? (
        sections.map((section, i) => (
          <ServiceDetailSection
            key={section._id ?? `${i}-${section.title}`}
            section={section}
            index={i}
            lang={textsWithin(lang, itemKey('sections', section, i))}
          />
        ))
      ) : (
        <ServiceDetailsComingSoon />
      )}
    </>
  );
}
