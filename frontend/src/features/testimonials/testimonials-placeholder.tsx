import { testimonialsTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

/** The section's shape while the testimonials load, so nothing below it jumps. */
export function TestimonialsPlaceholder() {
  const t = useMessages(testimonialsTexts);
  return (
    <section id="testimonials-section" className="py-5" aria-busy="true" aria-label={t('loading')}>
      <div className="container">
        <div className="h2 text-center mb-4 placeholder-glow">
          <span className="placeholder col-6 col-md-4" />
        </div>
        <div className="row g-4" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="col-12 col-md-6 col-lg-4">
              <div className="card h-100">
                <div className="card-body">
                  <p className="card-text placeholder-glow">
                    <span className="placeholder col-12" /> <span className="placeholder col-11" /> <span className="placeholder col-8" />
                  </p>
                  <div className="placeholder-glow">
                    <span className="placeholder col-5" />
                  </div>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
