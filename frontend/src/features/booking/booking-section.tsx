import { Island } from '@/app/island';
import { bookingTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

/** The home page's Get in Touch section (id contact-section, docs/product/README.md). */
export function BookingSection() {
  const t = useMessages(bookingTexts);
  return (
    <section id="contact-section" className="py-5 bg-body-tertiary" aria-labelledby="contact-section-title">
      <div className="container" style={{ maxWidth: 880 }}>
        <h2 id="contact-section-title" className="text-center">
          {t('title')}
        </h2>
        <p className="text-center text-body-secondary mb-4">
          {t('introBefore')} <span aria-hidden="true">*</span>
          <span className="visually-hidden">{t('asterisk')}</span> {t('introAfter')}
        </p>
        <div className="card shadow-sm">
          <div className="card-body p-3 p-md-4">
            {/* An island: its code loads when a visitor reaches for the form (app/islands.ts). */}
            <Island of="booking-form" />
          </div>
        </div>
      </div>
    </section>
  );
}
