// What the privacy policy page adds to the document the team writes: the health-data consent text a visitor agrees
// to with case files, with its version and date (ADR 0043), and the purposes the cookie banner asks about (ADR 0042).
import { useId } from 'react';
import { OPTIONAL_PURPOSES } from '@shared/contract/consent';
import { useGetHealthConsentQuery } from '@/platform/health-consent/health-consent-api';
import { formatLongDate } from './format-long-date';
import { usePageLocale } from '@/lib/format/intl';
import { consentTexts, healthConsentTexts, legalTexts } from '@/lib/i18n/catalogs';
import { usePageLanguage } from '@/lib/i18n/page-language';
import { useMessages } from '@/lib/i18n/use-messages';

export function HealthConsentPolicy() {
  const t = useMessages(legalTexts);
  const cookies = useMessages(consentTexts);
  const health = useMessages(healthConsentTexts);
  const page = usePageLanguage();
  const consent = useGetHealthConsentQuery();
  const locale = usePageLocale();
  const consentHeading = useId();
  const trackersHeading = useId();
  return (
    <>
      <section aria-labelledby={consentHeading} className="policy-section mb-5">
        <h2 id={consentHeading} className="h3 mb-3">
          {health('policyHeading')}
        </h2>
        {consent.data ? (
          <>
            <blockquote
              lang={page.code !== page.defaultCode ? page.defaultCode : undefined}
              className="border-start border-4 border-primary bg-primary-subtle rounded-end p-3 mb-2"
              style={{ whiteSpace: 'pre-line' }}
            >
              {consent.data.text}
            </blockquote>
            <p className="small text-body-secondary">
              {t('consentVersion', { version: consent.data.version, date: formatLongDate(consent.data.updatedAt, locale) ?? '' })}
            </p>
          </>
        ) : (
          <p className="text-body-secondary">{consent.isError ? t('consentUnavailable') : health('loading')}</p>
        )}
      </section>
      <section aria-labelledby={trackersHeading} className="policy-section mb-5">
        <h2 id={trackersHeading} className="h3 mb-3">
          {cookies('trackersHeading')}
        </h2>
        <p>{cookies('bannerText')}</p>
        <dl>
          {(['necessary', ...OPTIONAL_PURPOSES] as const).map((purpose) => (
            <div key={purpose}>
              <dt>{cookies(`${purpose}Label`)}</dt>
              <dd>{cookies(`${purpose}Description`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
