import { testimonials as testimonialsKind } from '@shared/content-kinds/testimonials';
import { orderedItemsApi } from '@/platform/ordered-items/ordered-items-api';
import { TestimonialCard } from './testimonial-card';
import { TestimonialsPlaceholder } from './testimonials-placeholder';
import { visibleTestimonials } from './visible-testimonials';
import { testimonialsTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';
import { itemKey, useTextLang } from '@/lib/i18n/page-language';

/** Made when the module loads, before the page's initial data is put in the store (it fills this read). */
const testimonialsApi = orderedItemsApi(testimonialsKind);

export function TestimonialsSection() {
  const { data: section, isLoading } = testimonialsApi.useActiveQuery();
  const t = useMessages(testimonialsTexts);
  const lang = useTextLang(section);
  if (isLoading) return <TestimonialsPlaceholder />;
  // Nothing at all on a load failure, with no section, when it is switched off, or with nothing to show.
  if (!section || section.isActive === false) return null;
  const testimonials = visibleTestimonials(section);
  if (!testimonials.length) return null;

  const { showRatings = true, showImages = true, layout = 'grid' } = section.displaySettings ?? {};
  return (
    <section id="testimonials-section" className="py-5" aria-labelledby="testimonials-section-title">
      <div className="container">
        <header className="text-center mx-auto mb-4" style={{ maxWidth: '48rem' }}>
          <h2 id="testimonials-section-title" lang={section.title ? lang('title') : undefined}>
            {section.title || t('title')}
          </h2>
          {section.subtitle && (
            <p className="lead mb-2" lang={lang('subtitle')}>
              {section.subtitle}
            </p>
          )}
          {section.description && (
            <p className="text-body-secondary mb-0" lang={lang('description')}>
              {section.description}
            </p>
          )}
        </header>
        {/* Every layout (grid, carousel, masonry) is shown as this responsive grid. */}
        <ul className="row g-4 list-unstyled mb-0" data-layout={layout}>
          {testimonials.map((t) => (
            <li key={t._id} className="col-12 col-md-6 col-lg-4">
              <TestimonialCard
                testimonial={t}
                lang={(field) => lang(itemKey('testimonials', t, section.testimonials.indexOf(t), field))}
                showRatings={showRatings}
                showImages={showImages}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
