import { DEFAULT_PLANS, DEFAULT_PRICING_HEADING } from './default-plans';
import { useGetActivePricingQuery } from './pricing-api';
import { PricingCarousel } from './pricing-carousel';
import { planViewIn, planWords, toPlanView, visiblePlans } from './pricing-logic';
import { PricingPlaceholders } from './pricing-placeholders';
import { usePageLocale } from '@/lib/format/intl';
import { pricingTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePageLanguage, useTextLang } from '@/lib/i18n/page-language';

const defaultViews = visiblePlans(DEFAULT_PLANS).map(toPlanView);

/** The built-in heading and plans are English: on another language's page they are marked so. */
const BUILT_IN_LANG = 'en';

/** The home page's pricing carousel (docs/product/screens.md): loading, error with built-in plans and 'Try Again', loaded. */
export function PricingSection() {
  const { data, isLoading, isError, isFetching, refetch } = useGetActivePricingQuery();
  const t = useMessages(pricingTexts);
  const locale = usePageLocale();
  const lang = useTextLang(isError ? undefined : data);
  const page = usePageLanguage();
  const builtInLang = page.code === BUILT_IN_LANG ? undefined : BUILT_IN_LANG;
  const ownLang = page.code === page.defaultCode ? undefined : page.defaultCode;

  if (isLoading) {
    return (
      <section id="pricing-section" className="py-5 bg-body-tertiary" aria-busy="true" aria-label={t('loading')}>
        <div className="container">
          <h2 className="text-center mb-4" lang={builtInLang}>
            {DEFAULT_PRICING_HEADING.title}
          </h2>
          <PricingPlaceholders />
        </div>
      </section>
    );
  }

  const failed = isError || !data;
  const words = planWords(t);
  const plans = failed ? [] : visiblePlans(data.plans).map((plan, i) => planViewIn(locale, plan, i, { words, lang, ownLang }));
  const shown = plans.length
    ? plans
    : locale === 'en-US'
      ? defaultViews
      : visiblePlans(DEFAULT_PLANS).map((plan, i) => planViewIn(locale, plan, i, { words, lang: () => builtInLang, ownLang: builtInLang }));
  const heading = failed ? DEFAULT_PRICING_HEADING : { title: data.title || DEFAULT_PRICING_HEADING.title, subtitle: data.subtitle };
  // The built-in texts are English; the record's are marked by their keys.
  const headingLang = (key: 'title' | 'subtitle') => (failed || (key === 'title' && !data.title) ? builtInLang : lang(key));

  return (
    <section id="pricing-section" className="py-5 bg-body-tertiary" aria-labelledby="pricing-section-title">
      <div className="container">
        <header className="text-center mb-4 mx-auto" style={{ maxWidth: 720 }}>
          <h2 id="pricing-section-title" lang={headingLang('title')}>
            {heading.title}
          </h2>
          {heading.subtitle && (
            <p className="lead mb-2" lang={headingLang('subtitle')}>
              {heading.subtitle}
            </p>
          )}
          {!failed && data.description && (
            <p className="text-body-secondary mb-0" lang={lang('description')}>
              {data.description}
            </p>
          )}
        </header>
        {failed && (
          <div role="alert" className="alert alert-warning d-flex flex-wrap align-items-center justify-content-between gap-2">
            <span>{t('loadFailed')}</span>
            <button type="button" className="btn btn-outline-dark btn-sm" disabled={isFetching} onClick={() => void refetch()}>
              {t('tryAgain')}
            </button>
          </div>
        )}
        <PricingCarousel key={failed ? 'defaults' : 'loaded'} plans={shown} />
      </div>
    </section>
  );
}
