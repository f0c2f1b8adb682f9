import { itemKey, useTextLang } from '@/lib/i18n/page-language';
import { DEFAULT_SERVICES, type ServicesContent } from './default-services';
import { ServiceCardPlaceholder } from './service-card-placeholder';
import { ServiceFlipCard } from './service-flip-card';
import { useGetActiveServiceSectionQuery } from './services-api';
import { servicesTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

/** At most this many services are shown, and this many placeholders while loading (docs/product/limits.md). */
export const MAX_SERVICES_SHOWN = 6;
export const LOADING_PLACEHOLDERS = 4;

/** The first services by order; with none loaded (or none configured) the built-in ones. */
export function servicesToShow(section: ServicesContent | undefined): ServicesContent {
  if (!section) return DEFAULT_SERVICES;
  const services = [...section.services].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).slice(0, MAX_SERVICES_SHOWN);
  if (!services.length)
    return { ...DEFAULT_SERVICES, title: section.title || DEFAULT_SERVICES.title, description: section.description || DEFAULT_SERVICES.description };
  return { title: section.title || DEFAULT_SERVICES.title, description: section.description, services };
}

const columns = 'col-12 col-sm-6 col-lg-4';

export function ServicesSection() {
  const { data, isLoading } = useGetActiveServiceSectionQuery();
  const t = useMessages(servicesTexts);
  const lang = useTextLang(data);

  if (isLoading) {
    return (
      <section id="services-section" className="py-5 bg-body-tertiary" aria-busy="true" aria-label={t('loading')}>
        <div className="container">
          <ul className="row g-4 list-unstyled mb-0">
            {Array.from({ length: LOADING_PLACEHOLDERS }, (_, i) => (
              <li key={i} className={columns}>
                <ServiceCardPlaceholder />
              </li>
            ))}
          </ul>
        </div>
      </section>
    );
  }

  // A load failure or no active section falls back to the built-in services (docs/product/messages.md).
  const shown = servicesToShow(data);
  return (
    <section id="services-section" className="py-5 bg-body-tertiary" aria-labelledby="services-section-title">
      <div className="container">
        <header className="text-center mx-auto mb-4" style={{ maxWidth: '48rem' }}>
          <h2 id="services-section-title" lang={lang('title')}>
            {shown.title}
          </h2>
          {shown.description && (
            <p className="lead text-body-secondary mb-0" lang={lang('description')}>
              {shown.description}
            </p>
          )}
        </header>
        <ul className="row g-4 list-unstyled mb-0">
          {shown.services.map((service) => (
            <li key={service._id} className={columns}>
              <ServiceFlipCard service={service} lang={(field) => lang(itemKey('services', service, data?.services.indexOf(service) ?? -1, field))} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
