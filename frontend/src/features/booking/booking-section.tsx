import { Island } from '@/app/island';

/** The home page's Get in Touch section (id contact-section, docs/product/README.md). */
export function BookingSection() {
  return (
    <section id="contact-section" className="py-5 bg-body-tertiary" aria-labelledby="contact-section-title">
      <div className="container" style={{ maxWidth: 880 }}>
        <h2 id="contact-section-title" className="text-center">
          Get in Touch
        </h2>
        <p className="text-center text-body-secondary mb-4">
          Book an online planning session or send us your case. Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
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
