import { useLinkHandler } from '@/lib/navigation/use-link-handler';
import { howItWorksTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

const STEPS = [
  { title: 'step1Title', text: 'step1Text' },
  { title: 'step2Title', text: 'step2Text' },
  { title: 'step3Title', text: 'step3Text' },
] as const;

export function HowItWorks() {
  const follow = useLinkHandler();
  const t = useMessages(howItWorksTexts);
  return (
    <section id="how-we-work" className="py-5">
      <div className="container">
        <h2 className="text-center mb-4">{t('title')}</h2>
        <ol className="row list-unstyled g-4">
          {STEPS.map((s, i) => (
            <li key={s.title} className="col-md-4">
              <div className="h-100 p-4 border rounded">
                <span className="badge text-bg-primary mb-2">{t('step', { number: i + 1 })}</span>
                <h3 className="h5">{t(s.title)}</h3>
                <p className="mb-0 text-body-secondary">{t(s.text)}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="text-center">
          {/* A link, so it scrolls to the form with no script (the page's own rules: lib/islands/wake.ts). */}
          <a
            href="#contact-section"
            className="btn btn-primary"
            onClick={(e) => {
              e.preventDefault();
              follow('#contact-section');
            }}
          >
            {t('cta')}
          </a>
        </div>
      </div>
    </section>
  );
}
